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
  const validation = validateXml(piece);
  if (validation === true) return;
  const reported = piece === whole ? validation : validateXml(whole);
  const { msg, line } = (reported === true ? validation : reported).err;
  throw new FeedParseError('feed_invalid', `The feed is not well-formed XML: ${msg} (line ${line})`);
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
