import { createHash, type Hash } from 'node:crypto';
import type { Episode, FeedObject, Phase2Person } from 'podcast-partytime';
// The package's own mapping and item filter over its XML front end's tree (xml-tree.ts), so the raw tree
// we read soundbites from and the items partytime returns line up one to one (its parseFeed hides both).
import { unifiedParser } from 'podcast-partytime/dist/parser/unified.js';
import { getEnclosure, getTitle, handleItem, isValidItem } from 'podcast-partytime/dist/parser/item.js';
import { updateItem, type ItemUpdate } from 'podcast-partytime/dist/parser/phase/index.js';
import { chapters } from 'podcast-partytime/dist/parser/phase/phase-1.js';
import { episode, person, season } from 'podcast-partytime/dist/parser/phase/phase-2.js';
import { logger as partytimeLogger } from 'podcast-partytime/dist/logger.js';
import { FeedType, type RSSFeed } from 'podcast-partytime/dist/parser/types.js';
import { assertWellFormed, decodeFeedDocument, FeedParseError } from './feed-document.js';
import { sanitizeShowNotes } from './sanitize.js';
import { asArray, attribute, decimal, integerOrNull, longest, text, unique, type RawNode } from './raw-node.js';
import { splitItems, type SplitFeed } from './split-items.js';
import { parseXmlTree } from './xml-tree.js';
import { normalizeTranscriptType } from './transcript-formats.js';
import { authorName } from './author-name.js';

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
    /** The address the publisher says the feed has moved to (itunes:new-feed-url), as written. */
    newFeedUrl: string | null;
  };
  episodes: ParsedEpisode[];
  /** Soundbites the feed declared that cannot be stored (bad numbers, outside the episode). */
  soundbitesSkipped: number;
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
const PARSER_VERSION = '2';

/**
 * What identifies a whole feed body: an equal hash means the stored data was written from these very
 * bytes by this parser, so importing them again would change nothing. The hash of the parser version,
 * to be fed the body's bytes (safeFetch does, as they arrive); its hex digest is stored.
 */
export function feedHasher(): Hash {
  return createHash('sha256').update(PARSER_VERSION);
}

/** Items imported before, by the fingerprint of their raw text (see itemFingerprint), with their guid. */
export type KnownItems = ReadonlyMap<string, string>;

/** What identifies an item's raw text: equal fingerprints always parse to the same episode. */
export function itemFingerprint(rawItem: string): string {
  return createHash('md5').update(PARSER_VERSION).update(rawItem).digest('hex');
}

/** Episodes read from a run of items, in feed order. */
export interface EpisodeBatch {
  episodes: ParsedEpisode[];
  soundbitesSkipped: number;
  /** Items of the feed this batch accounts for: the ones read, and the unchanged ones skipped before them. */
  items: number;
}

/** A feed being read: its channel at once, its items a batch at a time as `batches` is iterated. */
export interface FeedReader {
  podcast: ParsedFeed['podcast'];
  /** Items in the feed, read or skipped. */
  items: number;
  batches: Iterator<EpisodeBatch, void, undefined>;
}

/**
 * Decodes, screens and starts parsing a feed document: pure CPU work that runs in a worker for
 * big feeds. Items are parsed a chunk at a time, and items whose fingerprint is in `known` are not
 * parsed at all: the episode stored from them is still exactly what they say.
 */
export function readFeed(bytes: Uint8Array, known: KnownItems = new Map()): FeedReader {
  const xml = decodeFeedDocument(bytes);
  const split = splitItems(xml);
  if (!split) {
    // A document that does not cut cleanly is read whole, without fingerprints.
    assertWellFormed(xml);
    const channel = readChannel(xml);
    const batch = readItems(xml, null, channel.language ?? null, new Set());
    return { podcast: toPodcast(channel), items: batch.items, batches: [batch][Symbol.iterator]() };
  }
  const channelXml = split.head + split.tail;
  assertWellFormed(channelXml, xml);
  const channel = readChannel(channelXml);
  return {
    podcast: toPodcast(channel),
    items: split.items.length,
    batches: itemBatches(xml, split, known, channel.language ?? null),
  };
}

/** The whole feed at once (small feeds, tests). */
export function parseFeedDocument(bytes: Uint8Array, known: KnownItems = new Map()): ParsedFeed {
  const reader = readFeed(bytes, known);
  const result: ParsedFeed = { podcast: reader.podcast, episodes: [], soundbitesSkipped: 0 };
  for (let next = reader.batches.next(); !next.done; next = reader.batches.next()) {
    for (const episode of next.value.episodes) result.episodes.push(episode);
    result.soundbitesSkipped += next.value.soundbitesSkipped;
  }
  return result;
}

/**
 * The items ITEMS_PER_CHUNK to a document, in feed order, with the known ones left out. Each chunk's
 * document is built only when it is read, so one chunk's text and tree are alive at a time.
 */
function* itemBatches(xml: string, split: SplitFeed, known: KnownItems, language: string | null): Generator<EpisodeBatch, void, undefined> {
  // A guid repeated inside one feed is the same episode listed twice; the first wins.
  const seenGuids = new Set<string>();
  let pending: string[] = [];
  let fingerprints: string[] = [];
  let covered = 0;
  const read = (): EpisodeBatch => {
    if (pending.length === 0) {
      const batch = { episodes: [], soundbitesSkipped: 0, items: covered };
      covered = 0;
      return batch;
    }
    const chunk = split.head + pending.join('') + split.tail;
    assertWellFormed(chunk, xml);
    const batch = { ...readItems(chunk, fingerprints, language, seenGuids), items: covered };
    pending = [];
    fingerprints = [];
    covered = 0;
    return batch;
  };
  for (const item of split.items) {
    const fingerprint = itemFingerprint(item);
    const guid = known.get(fingerprint);
    // Items before a skipped one are read first, so that the first of two items with one guid wins.
    if (guid !== undefined && pending.length > 0) yield read();
    covered++;
    if (guid !== undefined) {
      seenGuids.add(guid);
      continue;
    }
    pending.push(item);
    fingerprints.push(fingerprint);
    if (pending.length === ITEMS_PER_CHUNK) yield read();
  }
  if (covered > 0) yield read();
}

/** The episodes of one document's items (fingerprints: of its raw items, in order, when it was cut). */
function readItems(xml: string, fingerprints: string[] | null, language: string | null, seenGuids: Set<string>) {
  const batch: EpisodeBatch = { episodes: [], soundbitesSkipped: 0, items: 0 };
  const { tree, rawItems, itemCount, fingerprintOf } = readTree(xml, fingerprints);
  batch.items = itemCount;
  for (const raw of rawItems) {
    const episode = toEpisode(partytimeItem(raw, tree), raw, language);
    batch.soundbitesSkipped += episode.skipped;
    if (seenGuids.has(episode.value.guid)) continue;
    seenGuids.add(episode.value.guid);
    batch.episodes.push({ ...episode.value, fingerprint: fingerprintOf.get(raw) ?? null });
  }
  return batch;
}

/** One document's tree, with the raw items partytime keeps (every item with a guid, fallback ones included). */
function readTree(xml: string, fingerprints: string[] | null = null) {
  const tree = parseXmlTree(xml) as RSSFeed;
  if (typeof tree.rss !== 'object' || tree.rss === null || typeof tree.rss.channel !== 'object') {
    throw new FeedParseError('feed_invalid', 'The document is XML but not an RSS feed (no <rss><channel>)');
  }
  const allItems = asArray((tree.rss.channel as RawNode).item as RawNode | RawNode[] | undefined);
  // The tree has one node per <item>, in document order: the n-th node is the n-th raw item.
  const fingerprintOf = new WeakMap<RawNode, string>();
  allItems.forEach((item, index) => {
    giveFallbackGuid(item);
    if (fingerprints && fingerprints.length === allItems.length) fingerprintOf.set(item, fingerprints[index]!);
  });
  const rawItems = allItems.filter((item) => isValidItem(item, { allowMissingGuid: true }));
  // partytime's own filter (no options), which every item with a fallback guid passes as well.
  if (rawItems.some((item) => !isValidItem(item))) {
    throw new FeedParseError('feed_invalid', 'The feed items could not be matched to the parsed episodes');
  }
  return { tree, rawItems, itemCount: allItems.length, fingerprintOf };
}

/** The channel through partytime. */
function readChannel(xml: string): FeedObject {
  const { tree } = readTree(xml);
  let feed: FeedObject | null;
  try {
    feed = unifiedParser(tree, FeedType.RSS);
  } catch (error) {
    throw new FeedParseError('feed_invalid', `The feed could not be read: ${(error as Error).message}`);
  }
  if (!feed) throw new FeedParseError('feed_invalid', 'The feed could not be read as a podcast feed');
  return feed;
}

/**
 * The Podcasting 2.0 item tags toEpisode reads from partytime's result; soundbites and transcripts
 * are read from the raw tree, and the other tags (value blocks, alternate enclosures, locations...)
 * are not stored.
 */
const ITEM_TAGS = [chapters, person, season, episode] as ItemUpdate<Episode>[];

/**
 * One item as partytime's unifiedParser maps it (its handleItem, then its tag handlers merged in),
 * with only the tag handlers whose fields are read: it ran all sixteen for every item and merged
 * which phases each one used into the feed's support list, about a third of the mapping's CPU,
 * thrown away. handleItem ignores the feed it is given and returns none of the handlers' fields, so
 * the merge is a plain one; the item-level value block fallback to the channel's is not read either.
 */
export function partytimeItem(raw: RawNode, tree: RSSFeed): Episode {
  try {
    return { ...handleItem(raw, {} as Parameters<typeof handleItem>[1]), ...updateItem(raw, tree, ITEM_TAGS).itemUpdate };
  } catch (error) {
    throw new FeedParseError('feed_invalid', `The feed could not be read: ${(error as Error).message}`);
  }
}

function toPodcast(feed: FeedObject): ParsedFeed['podcast'] {
  return {
    guid: feed.guid ?? null,
    title: (feed.title ?? '').trim(),
    author: authorName(feed.author) ?? authorName(feed.owner?.name),
    description: sanitizeShowNotes(feed.description || feed.summary || null),
    imageUrl: feed.image?.url || feed.itunesImage || null,
    link: feed.link || null,
    language: feed.language ?? null,
    // iTunes categories keep their display names ("Technology"); the generic list is lower-cased.
    categories: unique(feed.itunesCategory?.length ? feed.itunesCategory : (feed.categories ?? [])),
    explicit: Boolean(feed.explicit),
    people: toPeople(feed.podcastPeople),
    newFeedUrl: feed.itunesNewFeedUrl?.trim() || null,
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
