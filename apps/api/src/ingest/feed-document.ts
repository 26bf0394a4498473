import { TextDecoder } from 'node:util';
import { validate as validateXml } from 'podcast-partytime/dist/parser/xml-parser.js';

/** A parse failure with an API error code; plain data so it crosses the worker boundary. */
export class FeedParseError extends Error {
  constructor(
    readonly code: 'feed_not_xml' | 'feed_invalid' | 'feed_unsafe_xml',
    message: string,
  ) {
    super(message);
    this.name = 'FeedParseError';
  }
}

/** The document as text, refused early when it is not XML or declares entities. */
export function decodeFeedDocument(bytes: Uint8Array): string {
  const xml = decodeXml(bytes);
  assertLooksLikeXml(xml);
  refuseEntityDeclarations(xml);
  return xml;
}

/**
 * Refuses a document that is not well-formed. Big feeds are checked a piece at a time (the channel,
 * then each chunk of items as it is read), so items skipped as unchanged are never checked again;
 * the message then comes from the whole document, whose line numbers are the ones its author sees.
 */
export function assertWellFormed(piece: string, whole: string = piece): void {
  if (validateXml(withEmptyCdata(piece)) === true) return;
  const reported = validateXml(whole);
  const { msg, line } = (reported === true ? (validateXml(piece) as Exclude<typeof reported, true>) : reported).err;
  throw new FeedParseError('feed_invalid', `The feed is not well-formed XML: ${msg} (line ${line})`);
}

const EXCLAMATION_MARK = 33;
const QUESTION_MARK = 63;
const SLASH = 47;
const GREATER_THAN = 62;
const QUOTE = 34;
const APOSTROPHE = 39;

/**
 * The document with the text inside each CDATA section taken out, for the well-formedness check only:
 * fast-xml-parser's validator never looks inside a CDATA section but walks it a character at a time to
 * find its end, and show notes in CDATA are most of a big feed's bytes. The sections are found exactly
 * as that validator finds them, walking from '<' to '<' the way it does (processing instructions to
 * "?>", comments to "-->", tags to the first '>' outside quotes, CDATA to "]]>"), so the check gives
 * the same answer with or without their text (feed-document.test.ts compares the two on mutated
 * documents). Where it reads constructs by their context (a DOCTYPE's brackets, "<?>"), the document
 * is left whole.
 */
export function withEmptyCdata(xml: string): string {
  if (!xml.includes('<![CDATA[') || xml.includes('<!DOCTYPE') || xml.includes('<?>')) return xml;
  const kept: string[] = [];
  let copiedTo = 0;
  let at = xml.indexOf('<');
  while (at !== -1) {
    const next = xml.charCodeAt(at + 1);
    let end: number;
    if (next === QUESTION_MARK) {
      end = xml.indexOf('?>', at + 2);
      if (end === -1) break;
      end += 1;
    } else if (next === EXCLAMATION_MARK) {
      if (xml.length > at + 6 && xml.startsWith('<!--', at)) {
        end = xml.indexOf('-->', at + 4);
        if (end === -1) break;
        end += 2;
      } else if (xml.length > at + 10 && xml.startsWith('<![CDATA[', at)) {
        end = xml.indexOf(']]>', at + 9);
        if (end === -1) break;
        kept.push(xml.slice(copiedTo, at + 9));
        copiedTo = end;
        end += 2;
      } else {
        // The validator reads on after "<!" as text.
        end = at + 1;
      }
    } else {
      end = tagEnd(xml, at);
      if (end === -1) break;
    }
    at = xml.indexOf('<', end + 1);
  }
  if (copiedTo === 0) return xml;
  kept.push(xml.slice(copiedTo));
  return kept.join('');
}

/** Where the validator ends a tag: its name runs to whitespace or '>', then the first '>' outside quotes. -1: never. */
function tagEnd(xml: string, at: number): number {
  let i = at + 1;
  if (xml.charCodeAt(i) === SLASH) i++;
  for (; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (c === GREATER_THAN || c === 32 || c === 9 || c === 10 || c === 13) break;
  }
  let quote = 0;
  for (; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (c === QUOTE || c === APOSTROPHE) {
      if (quote === 0) quote = c;
      else if (quote === c) quote = 0;
    } else if (c === GREATER_THAN && quote === 0) {
      return i;
    }
  }
  return -1;
}

/** Decodes by the XML declaration's encoding (feeds in ISO-8859-1 still exist); UTF-8 otherwise. */
function decodeXml(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*encoding=["']([A-Za-z0-9._-]+)["']/.exec(head.replace(/^\uFEFF|^ï»¿/, ''))?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes).replace(/^\uFEFF/, '');
}

function assertLooksLikeXml(xml: string) {
  const start = xml.trimStart();
  if (!start.startsWith('<')) throw new FeedParseError('feed_not_xml', 'The response is not XML');
  if (/^<!doctype\s+html/i.test(start) || /^<html[\s>]/i.test(start)) {
    throw new FeedParseError('feed_not_xml', 'The response is an HTML page, not a feed');
  }
}

/**
 * Entity declarations are how "billion laughs" and external-entity attacks start, and no
 * podcast feed needs one, so a document that declares any is refused before parsing.
 */
function refuseEntityDeclarations(xml: string) {
  const prologEnd = xml.search(/<(?![?!])/);
  const prolog = prologEnd === -1 ? xml : xml.slice(0, prologEnd);
  if (/<!DOCTYPE/i.test(prolog) && /<!ENTITY/i.test(prolog)) {
    throw new FeedParseError(
      'feed_unsafe_xml',
      'The feed declares XML entities in its DOCTYPE; such feeds are refused because entity expansion can exhaust memory',
    );
  }
}
