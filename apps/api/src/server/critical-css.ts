/**
 * The part of the app's stylesheet a server-painted page needs for its first paint: the rules whose
 * classes all occur in the page, and of the custom properties only those the page and those rules
 * use (Mantine declares a few thousand). The full stylesheet follows without blocking the paint.
 *
 * It reads the build's minified CSS as nested `prelude{body}` blocks; anything it does not
 * understand is kept, so a miss costs bytes, never a wrong paint.
 */

interface Block {
  prelude: string;
  /** Declarations of a style rule, or nested blocks of an at-rule. */
  body: string | Block[];
}

/** Index just past the block that opens at `open` (a "{"), honouring strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = css.indexOf(ch, i + 1);
      if (i < 0) return css.length;
    } else if (ch === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2);
      if (i < 0) return css.length;
      i++;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

const NESTING_AT_RULES = /^@(media|supports|layer|container)\b/;

function parse(css: string): Block[] {
  const blocks: Block[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    // A statement at-rule such as @import or @layer a,b; has no block.
    if (semicolon >= 0 && (open < 0 || semicolon < open)) {
      blocks.push({ prelude: css.slice(at, semicolon + 1).trim(), body: '' });
      at = semicolon + 1;
      continue;
    }
    if (open < 0) break;
    const end = blockEnd(css, open);
    const prelude = css.slice(at, open).trim();
    const inner = css.slice(open + 1, end - 1);
    blocks.push({ prelude, body: NESTING_AT_RULES.test(prelude) ? parse(inner) : inner });
    at = end;
  }
  return blocks;
}

/** Splits on commas outside parentheses (selector lists, declaration lists). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A selector applies only if every class it requires is in the page (classes under :not() are not required). */
function selectorMayMatch(selector: string, classes: Set<string>): boolean {
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  for (const match of required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!classes.has(match[1]!)) return false;
  return true;
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

function collectReferences(text: string, into: Set<string>) {
  for (const match of text.matchAll(VAR_REFERENCE)) into.add(match[1]!);
}

type Kept = { prelude: string; declarations: string[] } | { prelude: string; children: Kept[] } | { statement: string };

function keep(blocks: Block[], classes: Set<string>): Kept[] {
  const kept: Kept[] = [];
  for (const block of blocks) {
    if (block.body === '' && block.prelude.endsWith(';')) {
      kept.push({ statement: block.prelude });
    } else if (Array.isArray(block.body)) {
      const children = keep(block.body, classes);
      if (children.length) kept.push({ prelude: block.prelude, children });
    } else if (block.prelude.startsWith('@keyframes') || block.prelude.startsWith('@-webkit-keyframes')) {
      // Animations run on what the app renders (loaders, skeletons), never on the still first paint.
      continue;
    } else if (block.prelude.startsWith('@')) {
      kept.push({ prelude: block.prelude, declarations: [block.body] });
    } else {
      const selectors = splitTopLevel(block.prelude, ',').filter((s) => selectorMayMatch(s, classes));
      if (selectors.length) kept.push({ prelude: selectors.join(','), declarations: splitTopLevel(block.body, ';') });
    }
  }
  return kept;
}

function eachDeclaration(kept: Kept[], visit: (declaration: string) => void) {
  for (const k of kept) {
    if ('children' in k) eachDeclaration(k.children, visit);
    else if ('declarations' in k) k.declarations.forEach(visit);
  }
}

const customPropertyName = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];

function serialize(kept: Kept[], used: Set<string>): string {
  let out = '';
  for (const k of kept) {
    if ('statement' in k) out += k.statement;
    else if ('children' in k) {
      const inner = serialize(k.children, used);
      if (inner) out += `${k.prelude}{${inner}}`;
    } else {
      const declarations = k.declarations.filter((d) => {
        const name = customPropertyName(d);
        return d.trim() !== '' && (name === undefined || used.has(name));
      });
      if (declarations.length) out += `${k.prelude}{${declarations.join(';')}}`;
    }
  }
  return out;
}

/** The classes of every element in the page's markup. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

export function criticalCss(css: string, html: string): string {
  const kept = keep(parse(css), classesIn(html));
  // Custom properties the page uses, directly or through other properties and rules: grown to a fixpoint.
  const used = new Set<string>();
  collectReferences(html, used);
  eachDeclaration(kept, (d) => {
    if (customPropertyName(d) === undefined) collectReferences(d, used);
  });
  for (let size = -1; size !== used.size;) {
    size = used.size;
    eachDeclaration(kept, (d) => {
      const name = customPropertyName(d);
      if (name !== undefined && used.has(name)) collectReferences(d, used);
    });
  }
  return serialize(kept, used);
}
