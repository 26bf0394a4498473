/**
 * A feed document cut into its channel part and the raw text of each <item>, without building a
 * tree: big feeds are then parsed a few items at a time (a bounded tree instead of one for 20 MB),
 * and an item whose raw text was imported before need not be parsed at all. Comments, CDATA
 * sections and processing instructions are skipped, so "<item>" written inside show notes is text.
 */
export interface SplitFeed {
  /** Everything before the first item (the XML declaration, <rss> and the channel's own tags). */
  head: string;
  items: string[];
  /** Everything after the last item, including the channel's tags that follow it. */
  tail: string;
}

const OPAQUE: [open: string, close: string][] = [
  ['<![CDATA[', ']]>'],
  ['<!--', '-->'],
  ['<?', '?>'],
];

const EXCLAMATION_MARK = 33;
const QUESTION_MARK = 63;
const SLASH = 47;
const LOWER_I = 105;

/** Returns null when the document does not cut cleanly (the caller then parses it whole). */
export function splitItems(xml: string): SplitFeed | null {
  const items: string[] = [];
  const between: string[] = [];
  let itemStart = -1;
  let lastEnd = 0;
  let i = xml.indexOf('<');
  while (i !== -1) {
    // The character after '<' rules out most markup at once: this loop visits every tag of a 20 MB
    // feed, once per import, mostly before the JIT has compiled it.
    const next = xml.charCodeAt(i + 1);
    if (next === EXCLAMATION_MARK || next === QUESTION_MARK) {
      const opaque = OPAQUE.find(([open]) => xml.startsWith(open, i));
      if (opaque) {
        const end = xml.indexOf(opaque[1], i + opaque[0].length);
        if (end === -1) return null;
        i = xml.indexOf('<', end + opaque[1].length);
        continue;
      }
    } else if (next === LOWER_I && isTag(xml, i, '<item')) {
      if (itemStart !== -1) return null; // items never nest
      between.push(xml.slice(lastEnd, i));
      itemStart = i;
    } else if (next === SLASH && itemStart !== -1 && isTag(xml, i, '</item')) {
      const end = xml.indexOf('>', i);
      if (end === -1) return null;
      items.push(xml.slice(itemStart, end + 1));
      itemStart = -1;
      lastEnd = end + 1;
      i = end;
    }
    i = xml.indexOf('<', i + 1);
  }
  if (itemStart !== -1) return null;
  // Channel tags between items would be lost when items are parsed apart from them (comments would not).
  if (between.slice(1).some((text) => text.replace(/<!--[\s\S]*?-->/g, '').trim() !== '')) return null;
  return { head: between[0] ?? xml.slice(0, lastEnd), items, tail: xml.slice(lastEnd) };
}

/** `<item` or `</item` followed by the end of the name (so <itemize> is not an item). */
function isTag(xml: string, at: number, name: string): boolean {
  if (!xml.startsWith(name, at)) return false;
  const next = xml.charCodeAt(at + name.length);
  // '>', '/', or whitespace
  return next === 62 || next === 47 || next === 32 || next === 9 || next === 10 || next === 13;
}
