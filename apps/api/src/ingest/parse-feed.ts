import { createHash } from 'node:crypto';
import { TextDecoder } from 'node:util';
import type { Episode, FeedObject, Phase2Person } from 'podcast-partytime';
// The package's own XML front end and item filter, so the raw tree we read soundbites from
// and the items partytime returns line up one to one (its parseFeed hides both).
import { parse as parseXml, validate as validateXml } from 'podcast-partytime/dist/parser/xml-parser.js';
import { unifiedParser } from 'podcast-partytime/dist/parser/unified.js';
import { getEnclosure, getTitle, isValidItem } from 'podcast-partytime/dist/parser/item.js';
import { logger as partytimeLogger } from 'podcast-partytime/dist/logger.js';
import { FeedType } from 'podcast-partytime/dist/parser/types.js';
import { sanitizeShowNotes } from './sanitize.js';
import { asArray, attribute, decimal, integerOrNull, longest, text, unique, type RawNode } from './raw-node.js';
import { splitItems, type SplitFeed } from './split-items.js';
import { normalizeTranscriptType } from './transcript-formats.js';

export interface ParsedPerson {
  name: string;
  role: string;
  group: string;
  imageUrl: string | null;
  href: string | null;
}

export interface ParsedSoundbite {
  startSeconds: number;
  durationSeconds: number;
  /** Exactly the feed's text; empty when the feed gave none. */
  title: string;
}

export interface ParsedTranscriptSource {
  url: string;
  mimeType: string;
  language: string | null;
  rel: string | null;
}

export interface ParsedEpisode {
  guid: string;
  title: string;
  description: string | null;
  publishedAt: Date | null;
  durationSeconds: number | null;
  enclosureUrl: string | null;
  enclosureType: string | null;
  enclosureLength: number | null;
  imageUrl: string | null;
  season: number | null;
  episodeNumber: number | null;
  chaptersUrl: string | null;
  /** Fingerprint of the item's raw text (itemFingerprint); null when the feed was read whole. */
  fingerprint: string | null;
  soundbites: ParsedSoundbite[];
  transcripts: ParsedTranscriptSource[];
  /** Item-level people; when empty the episode has the podcast's people. */
  people: ParsedPerson[];
}

export interface ParsedFeed {
  podcast: {
    guid: string | null;
    title: string;
    author: string | null;
    description: string | null;
    imageUrl: string | null;
    link: string | null;
    language: string | null;
    categories: string[];
    explicit: boolean;
    people: ParsedPerson[];
  };
  episodes: ParsedEpisode[];
  /** Soundbites the feed declared that cannot be stored (bad numbers, outside the episode). */
  soundbitesSkipped: number;
}

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

const SOUNDBITE_TITLE_MAX = 128;

// partytime logs a warning per odd item (to stdout, through its own logger); the import
// reports what matters in its result instead.
partytimeLogger.level = 'silent';

/** Items parsed together: a bounded tree at a time, few enough channel re-reads to stay cheap. */
const ITEMS_PER_CHUNK = 200;
/**
 * Part of every item's fingerprint: a change to how items are read makes every stored fingerprint
 * stale, so the next import reads every item again. Bump it whenever parsing changes what it returns.
 */
const PARSER_VERSION = '1';

/** Items imported before, by the fingerprint of their raw text (see itemFingerprint), with their guid. */
export type KnownItems = ReadonlyMap<string, string>;

/** What identifies an item's raw text: equal fingerprints always parse to the same episode. */
export function itemFingerprint(rawItem: string): string {
  return createHash('md5').update(PARSER_VERSION).update(rawItem).digest('hex');
}

/**
 * Decodes, screens and parses a feed document. Pure CPU work: runs in a worker for big feeds.
 * Items are parsed a chunk at a time, and items whose fingerprint is in `known` are not parsed at
 * all: the episode stored from them is still exactly what they say.
 */
export function parseFeedDocument(bytes: Uint8Array, known: KnownItems = new Map()): ParsedFeed {
  const xml = decodeXml(bytes);
  assertLooksLikeXml(xml);
  refuseEntityDeclarations(xml);

  const validation = validateXml(xml);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new FeedParseError('feed_invalid', `The feed is not well-formed XML: ${msg} (line ${line})`);
  }
  const split = splitItems(xml);
  // A document that does not cut cleanly is read whole, without fingerprints.
  const chunks = split ? chunkItems(split, known) : [{ xml, fingerprints: null }];
  const channel = readDocument(split ? split.head + split.tail : xml).feed;

  const result: ParsedFeed = { podcast: toPodcast(channel), episodes: [], soundbitesSkipped: 0 };
  // A guid repeated inside one feed is the same episode listed twice; the first wins.
  const seenGuids = new Set<string>();
  for (const chunk of chunks) {
    if ('skippedGuid' in chunk) {
      seenGuids.add(chunk.skippedGuid);
      continue;
    }
    const { feed, rawItems, fingerprintOf } = readDocument(chunk.xml, chunk.fingerprints);
    const items = feed.items ?? [];
    if (items.length !== rawItems.length) {
      throw new FeedParseError('feed_invalid', 'The feed items could not be matched to the parsed episodes');
    }
    items.forEach((item, index) => {
      const raw = rawItems[index]!;
      const episode = toEpisode(item, raw, channel.language ?? null);
      result.soundbitesSkipped += episode.skipped;
      if (seenGuids.has(episode.value.guid)) return;
      seenGuids.add(episode.value.guid);
      result.episodes.push({ ...episode.value, fingerprint: fingerprintOf.get(raw) ?? null });
    });
  }
  return result;
}

type Chunk = { xml: string; fingerprints: string[] | null } | { skippedGuid: string };

/** The items to parse, ITEMS_PER_CHUNK to a document, in feed order, with the known ones left out. */
function chunkItems(split: SplitFeed, known: KnownItems): Chunk[] {
  const chunks: Chunk[] = [];
  let pending: string[] = [];
  let fingerprints: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    chunks.push({ xml: split.head + pending.join('') + split.tail, fingerprints });
    pending = [];
    fingerprints = [];
  };
  for (const item of split.items) {
    const fingerprint = itemFingerprint(item);
    const guid = known.get(fingerprint);
    if (guid !== undefined) {
      flush();
      chunks.push({ skippedGuid: guid });
      continue;
    }
    pending.push(item);
    fingerprints.push(fingerprint);
    if (pending.length === ITEMS_PER_CHUNK) flush();
  }
  flush();
  return chunks;
}

/** One document through partytime, with the raw items it kept (in the same order as its items). */
function readDocument(xml: string, fingerprints: string[] | null = null) {
  const tree = parseXml(xml) as { rss?: { channel?: RawNode } };
  if (typeof tree.rss !== 'object' || tree.rss === null || typeof tree.rss.channel !== 'object') {
    throw new FeedParseError('feed_invalid', 'The document is XML but not an RSS feed (no <rss><channel>)');
  }
  const allItems = asArray(tree.rss.channel.item as RawNode | RawNode[] | undefined);
  // The tree has one node per <item>, in document order: the n-th node is the n-th raw item.
  const fingerprintOf = new WeakMap<RawNode, string>();
  allItems.forEach((item, index) => {
    giveFallbackGuid(item);
    if (fingerprints && fingerprints.length === allItems.length) fingerprintOf.set(item, fingerprints[index]!);
  });
  const rawItems = allItems.filter((item) => isValidItem(item, { allowMissingGuid: true }));

  let feed: FeedObject | null;
  try {
    feed = unifiedParser(tree, FeedType.RSS);
  } catch (error) {
    throw new FeedParseError('feed_invalid', `The feed could not be read: ${(error as Error).message}`);
  }
  if (!feed) throw new FeedParseError('feed_invalid', 'The feed could not be read as a podcast feed');
  return { feed, rawItems, fingerprintOf };
}

function toPodcast(feed: FeedObject): ParsedFeed['podcast'] {
  return {
    guid: feed.guid ?? null,
    title: (feed.title ?? '').trim(),
    author: feed.author ?? feed.owner?.name ?? null,
    description: sanitizeShowNotes(feed.description || feed.summary || null),
    imageUrl: feed.image?.url || feed.itunesImage || null,
    link: feed.link || null,
    language: feed.language ?? null,
    // iTunes categories keep their display names ("Technology"); the generic list is lower-cased.
    categories: unique(feed.itunesCategory?.length ? feed.itunesCategory : (feed.categories ?? [])),
    explicit: Boolean(feed.explicit),
    people: toPeople(feed.podcastPeople),
  };
}

function toEpisode(
  item: Episode,
  raw: RawNode,
  feedLanguage: string | null,
): { value: Omit<ParsedEpisode, 'fingerprint'>; skipped: number } {
  const durationSeconds = item.duration > 0 ? item.duration : null;
  const enclosureUrl = item.enclosure?.url || null;
  const title = (item.title ?? '').trim();
  const { soundbites, skipped } = readSoundbites(raw, durationSeconds);
  const showNotes = longest(item.content, item.description);
  return {
    skipped,
    value: {
      guid: item.guid,
      title,
      description: sanitizeShowNotes(showNotes),
      publishedAt: item.pubDate instanceof Date && !Number.isNaN(item.pubDate.getTime()) ? item.pubDate : null,
      durationSeconds,
      enclosureUrl,
      enclosureType: item.enclosure?.type || null,
      enclosureLength: item.enclosure?.length && item.enclosure.length > 0 ? item.enclosure.length : null,
      imageUrl: item.image || item.itunesImage || null,
      season: integerOrNull(item.itunesSeason ?? item.podcastSeason?.number),
      episodeNumber: integerOrNull(item.itunesEpisode ?? item.podcastEpisode?.number),
      chaptersUrl: item.podcastChapters?.url || null,
      soundbites,
      transcripts: readTranscripts(raw, feedLanguage),
      people: toPeople(item.podcastPeople),
    },
  };
}

/**
 * Read from the raw tree, not partytime's result: it drops soundbites that start at 0 and
 * puts the show's title in when a soundbite has none.
 */
function readSoundbites(raw: RawNode, episodeDuration: number | null) {
  const soundbites: ParsedSoundbite[] = [];
  const keys = new Set<string>();
  let skipped = 0;
  for (const node of asArray(raw['podcast:soundbite'] as RawNode | RawNode[] | undefined)) {
    const startSeconds = decimal(attribute(node, 'startTime'));
    const durationSeconds = decimal(attribute(node, 'duration'));
    const valid =
      startSeconds !== null &&
      durationSeconds !== null &&
      startSeconds >= 0 &&
      durationSeconds > 0 &&
      (episodeDuration === null || startSeconds + durationSeconds <= episodeDuration);
    const key = valid ? `${startSeconds}:${durationSeconds}` : '';
    if (!valid || keys.has(key)) {
      skipped++;
      continue;
    }
    keys.add(key);
    // Counted in characters, as the column counts them: an emoji is never cut in half.
    soundbites.push({ startSeconds, durationSeconds, title: Array.from(text(node)).slice(0, SOUNDBITE_TITLE_MAX).join('') });
  }
  return { soundbites, skipped };
}

/** Read raw so types partytime does not know (text/srt with parameters, ...) survive to be normalised. */
function readTranscripts(raw: RawNode, feedLanguage: string | null): ParsedTranscriptSource[] {
  const sources: ParsedTranscriptSource[] = [];
  const urls = new Set<string>();
  for (const node of asArray(raw['podcast:transcript'] as RawNode | RawNode[] | undefined)) {
    const url = attribute(node, 'url')?.trim();
    if (!url || urls.has(url) || !/^https?:\/\//i.test(url)) continue;
    urls.add(url);
    sources.push({
      url,
      mimeType: normalizeTranscriptType(attribute(node, 'type')),
      language: attribute(node, 'language')?.trim() || feedLanguage,
      rel: attribute(node, 'rel')?.trim() || null,
    });
  }
  return sources;
}

function toPeople(people: Phase2Person[] | undefined): ParsedPerson[] {
  const result: ParsedPerson[] = [];
  const seen = new Set<string>();
  for (const person of people ?? []) {
    const name = String(person.name ?? '').trim();
    if (!name) continue;
    const role = String(person.role ?? 'host').toLowerCase();
    const group = String(person.group ?? 'cast').toLowerCase();
    const href = person.href?.trim() || null;
    const key = `${name.toLowerCase()}\u0000${href ?? ''}\u0000${role}\u0000${group}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ name, role, group, imageUrl: person.img?.trim() || null, href });
  }
  return result;
}

/**
 * An item without a <guid> is still an episode: its enclosure URL identifies it, or failing that
 * a hash of its title. Written into the raw item so partytime and we agree on it.
 */
function giveFallbackGuid(item: RawNode) {
  if (asArray(item.guid).some((guid) => text(guid) !== '')) return;
  const enclosureUrl = getEnclosure(item)?.url;
  const title = getTitle(item)?.title ?? '';
  item.guid = enclosureUrl || `title:${createHash('sha256').update(title).digest('hex').slice(0, 32)}`;
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
