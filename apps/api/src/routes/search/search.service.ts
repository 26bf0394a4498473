import { soundbiteDisplayTitle } from '@soundbites/config';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { startedOrSimilarTerms } from '../../db/similar-terms.js';
import type { entities, soundbites } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { htmlToText } from '../../lib/html-text.js';
import { bestSnippet, type MatchingWords } from './highlight.js';
import { compile, isNumber, type CompiledQuery } from './compiled-query.js';
import { LIST_PODCAST_TITLES, podcastTitlesOf } from '../../lib/entity-podcasts.js';

export const SEARCH_KINDS = ['podcast', 'episode', 'soundbite', 'segment', 'entity'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
type EntityKind = (typeof entities.$inferSelect)['kind'];
type SoundbiteStatus = (typeof soundbites.$inferSelect)['status'];

/**
 * How many matching rows per kind are ranked. Candidates come straight from the GIN index in
 * whatever order it yields them, so a word found in half a million transcript lines costs the
 * same as a rare one; only this bounded set is ranked (see docs/decisions/0003-search.md).
 */
export const CANDIDATES_PER_KIND = 200;
/** Fewer hits than this from the exact words and the query is retried with typo corrections. */
const FEW_HITS = 3;
const MAX_QUERY_WORDS = 8;
const CORRECTIONS_PER_WORD = 3;

export interface SearchHit {
  id: string;
  title: string;
  /** HTML: escaped text with <mark> around matching words. */
  snippet: string;
  score: number;
  podcastId?: string;
  episodeId?: string;
  soundbiteId?: string;
  startSeconds?: number;
  endSeconds?: number;
  speaker?: string | null;
  /** The podcast of an episode, a soundbite or a transcript line. */
  podcastTitle?: string;
  entityKind?: EntityKind;
  /** For a person or topic: the first podcasts it is linked with (what tells namesakes apart), and how many in all. */
  podcastTitles?: string[];
  podcastCount?: number;
  /** For a person or topic: its web page, and how many records it is linked to. */
  href?: string | null;
  linkCount?: number;
  status?: SoundbiteStatus;
}

export interface SearchGroup {
  kind: SearchKind;
  /** Number of matches; absent when more than CANDIDATES_PER_KIND matched (not counted, for speed). */
  total?: number;
  hasMore: boolean;
  items: SearchHit[];
}

export interface SearchCorrection {
  word: string;
  alternatives: string[];
}

export interface SearchResult {
  query: string;
  /** Query words that were widened with similar dictionary words because the exact words found little. */
  corrections: SearchCorrection[];
  groups: SearchGroup[];
}

export interface SearchOptions {
  q: string;
  kinds: readonly SearchKind[];
  limit: number;
}

interface KindPage {
  hits: SearchHit[];
  candidates: number;
  truncated: boolean;
}

/** The query's words exactly as the 'simple' configuration indexes them, in the order typed. */
async function queryLexemes(database: Database, q: string): Promise<string[]> {
  const rows = await database.query<{ lexeme: string }>(
    `SELECT lexeme FROM unnest(to_tsvector('simple', $1)) ORDER BY positions[1] LIMIT ${MAX_QUERY_WORDS}`,
    [q],
  );
  return rows.map((r) => r.lexeme);
}

/** What every kind's statement returns besides its display fields. */
interface RankedRow {
  id: string;
  score: number;
  /** Matches found by the bounded scan (at most CANDIDATES_PER_KIND per path). */
  candidates: number;
}
interface PodcastRow extends RankedRow {
  title: string;
  author: string | null;
  description: string | null;
}
interface EpisodeRow extends RankedRow {
  title: string;
  description: string | null;
  podcast_id: string;
  podcast_title: string;
}
interface SoundbiteRow extends RankedRow {
  title: string;
  status: SoundbiteStatus;
  start_seconds: number;
  duration_seconds: number;
  episode_id: string;
  episode_title: string;
  podcast_id: string;
  podcast_title: string;
  /** Either path of the scan hit its cap. */
  truncated: boolean;
}
interface SegmentRow extends RankedRow {
  body: string;
  speaker: string | null;
  start_seconds: number;
  end_seconds: number;
  episode_id: string;
  episode_title: string;
  podcast_id: string;
  podcast_title: string;
}
interface EntityRow extends RankedRow {
  name: string;
  kind: EntityKind;
  description: string | null;
  href: string | null;
  link_count: number;
  podcast_titles: string[];
}

/** How one kind is searched: its SQL, how a row becomes a hit, and whether the scan was cut short. */
interface KindDefinition<Row extends RankedRow> {
  statement(query: CompiledQuery, limit: number): SQL;
  toHit(row: Row, terms: MatchingWords): SearchHit;
  /** Absent: cut short when the scan found as many candidates as it may rank. */
  truncated?(rows: Row[]): boolean;
}
type KindSearch = (database: Database, query: CompiledQuery, limit: number) => Promise<KindPage>;

function defineKind<Row extends RankedRow>(kind: KindDefinition<Row>): KindSearch {
  return async (database, query, limit) => {
    const { rows } = (await database.db.execute(kind.statement(query, limit))) as { rows: Row[] };
    const candidates = rows.length === 0 ? 0 : Number(rows[0]!.candidates);
    return {
      hits: rows.map((row) => ({ ...kind.toHit(row, query.terms), score: Number(row.score) })),
      candidates,
      truncated: kind.truncated ? kind.truncated(rows) : candidates >= CANDIDATES_PER_KIND,
    };
  };
}

/**
 * The bounded candidate scan and ranking every kind but soundbites shares. Candidates are the first
 * matches the scan yields (no ORDER BY), ranked with ts_rank only among those, and joined to their
 * display fields only for the returned rows. The LIMIT sits right at the scan and the query is a
 * `::tsquery` constant, so the planner sees both the word's frequency and that only a few rows are
 * wanted: a very common word becomes a sequential scan that stops after a few hundred rows, a rare one
 * a GIN index scan. (Reading the matches through a lazily read CTE instead made the planner build the
 * full GIN bitmap of mid-frequency words: 27 ms instead of 2 ms for a word in 80,000 of 1,000,000
 * segments.) `select` reads the returned rows from `ranked r` and may count `candidates`.
 */
function rankedAmong(table: string, tieColumn: string, onlyWhere: SQL | null, select: SQL) {
  // Equal ranks (a word in every title) go in the order of `tieColumn` (a title, a name), not by id.
  return ({ any: tsquery }: CompiledQuery, limit: number) => sql`
    WITH candidates AS MATERIALIZED (
      SELECT id, search_vector, ${sql.raw(tieColumn)} AS tie FROM ${sql.raw(table)}
       WHERE search_vector @@ ${tsquery}::tsquery${onlyWhere ? sql` AND ${onlyWhere}` : sql``}
       LIMIT ${sql.raw(String(CANDIDATES_PER_KIND))}
    ), ranked AS (
      SELECT id, tie, ts_rank(search_vector, ${tsquery}::tsquery, 1) AS score
        FROM candidates ORDER BY score DESC, tie, id LIMIT ${limit}
    )
    ${select}
     ORDER BY r.score DESC, r.tie, r.id`;
}

const CANDIDATE_COUNT = sql.raw('(SELECT count(*)::int FROM candidates) AS candidates');
const CAP = sql.raw(String(CANDIDATES_PER_KIND));
const text = (html: string | null) => html && htmlToText(html);

const KINDS: Record<SearchKind, KindSearch> = {
  podcast: defineKind<PodcastRow>({
    statement: rankedAmong(
      'podcasts',
      'title',
      null,
      sql`SELECT r.id, r.score, p.title, p.author, p.description, ${CANDIDATE_COUNT} FROM ranked r JOIN podcasts p ON p.id = r.id`,
    ),
    toHit: (row, terms) => ({
      id: row.id,
      title: row.title,
      snippet: bestSnippet([text(row.description), row.author, row.title], terms),
      score: row.score,
      podcastId: row.id,
    }),
  }),
  episode: defineKind<EpisodeRow>({
    statement: rankedAmong(
      'episodes',
      'title',
      null,
      sql`SELECT r.id, r.score, e.title, e.description, e.podcast_id, p.title AS podcast_title, ${CANDIDATE_COUNT}
            FROM ranked r JOIN episodes e ON e.id = r.id JOIN podcasts p ON p.id = e.podcast_id`,
    ),
    toHit: (row, terms) => ({
      id: row.id,
      title: row.title,
      snippet: bestSnippet([text(row.description), row.title], terms),
      score: row.score,
      podcastId: row.podcast_id,
      podcastTitle: row.podcast_title,
      episodeId: row.id,
    }),
  }),
  /**
   * Soundbites match on their own title or on their episode's title (weight-A part of the episode
   * vector); each path is bounded separately. The episode title counts less (weight B) in the rank.
   */
  soundbite: defineKind<SoundbiteRow>({
    statement: (query, limit) => sql`
      WITH by_title AS MATERIALIZED (
        SELECT id FROM soundbites WHERE search_vector @@ ${query.any}::tsquery LIMIT ${CAP}
      ), by_episode AS MATERIALIZED (
        SELECT s.id
          FROM (SELECT id FROM episodes WHERE search_vector @@ ${query.titles}::tsquery LIMIT ${CAP}) e
          CROSS JOIN LATERAL (SELECT id FROM soundbites WHERE episode_id = e.id LIMIT ${CAP}) s
         LIMIT ${CAP}
      ), candidates AS (
        SELECT id FROM by_title UNION SELECT id FROM by_episode
      ), ranked AS (
        SELECT s.id,
               ts_rank(s.search_vector || setweight(to_tsvector('simple', e.title), 'B'), ${query.any}::tsquery, 1) AS score
          FROM candidates c
          JOIN soundbites s ON s.id = c.id
          JOIN episodes e ON e.id = s.episode_id
         ORDER BY score DESC, s.title, s.id LIMIT ${limit}
      )
      SELECT r.id, r.score, s.title, s.status, s.start_seconds, s.duration_seconds, s.episode_id,
             e.title AS episode_title, e.podcast_id, p.title AS podcast_title, ${CANDIDATE_COUNT},
             (SELECT count(*) FROM by_title) >= ${CANDIDATES_PER_KIND} OR (SELECT count(*) FROM by_episode) >= ${CANDIDATES_PER_KIND} AS truncated
        FROM ranked r
        JOIN soundbites s ON s.id = r.id
        JOIN episodes e ON e.id = s.episode_id
        JOIN podcasts p ON p.id = e.podcast_id
       ORDER BY r.score DESC, s.title, r.id`,
    toHit: (row, terms) => ({
      id: row.id,
      // Named as everywhere else an untitled soundbite shows, not as its episode, which is a hit of its own.
      title: soundbiteDisplayTitle(row.title, row.episode_title),
      snippet: bestSnippet([row.title, row.episode_title], terms),
      score: row.score,
      podcastId: row.podcast_id,
      podcastTitle: row.podcast_title,
      episodeId: row.episode_id,
      soundbiteId: row.id,
      startSeconds: Number(row.start_seconds),
      endSeconds: Number(row.start_seconds) + Number(row.duration_seconds),
      status: row.status,
    }),
    truncated: (rows) => rows.some((row) => row.truncated),
  }),
  segment: defineKind<SegmentRow>({
    statement: rankedAmong(
      'transcript_segments',
      'start_seconds',
      null,
      sql`SELECT r.id::text AS id, r.score, s.body, s.speaker, s.start_seconds, s.end_seconds, s.episode_id,
             e.title AS episode_title, e.podcast_id, p.title AS podcast_title, ${CANDIDATE_COUNT}
        FROM ranked r
        JOIN transcript_segments s ON s.id = r.id
        JOIN episodes e ON e.id = s.episode_id
        JOIN podcasts p ON p.id = e.podcast_id`,
    ),
    toHit: (row, terms) => ({
      id: row.id,
      title: row.episode_title,
      // What was said, even when only the speaker matched: the speaker is shown beside it.
      snippet: bestSnippet([row.body], terms),
      score: row.score,
      podcastId: row.podcast_id,
      podcastTitle: row.podcast_title,
      episodeId: row.episode_id,
      startSeconds: Number(row.start_seconds),
      endSeconds: Number(row.end_seconds),
      speaker: row.speaker,
    }),
  }),
  entity: defineKind<EntityRow>({
    statement: rankedAmong(
      'entities',
      'name',
      sql`merged_into_id IS NULL`,
      sql`SELECT r.id, r.score, n.name, n.kind, n.description, n.href,
                 (SELECT count(*)::int FROM entity_links l WHERE l.entity_id = n.id) AS link_count,
                 ${podcastTitlesOf(sql.raw('n.id'))} AS podcast_titles, ${CANDIDATE_COUNT}
            FROM ranked r JOIN entities n ON n.id = r.id`,
    ),
    toHit: (row, terms) => ({
      id: row.id,
      title: row.name,
      snippet: bestSnippet([row.name, row.description], terms),
      score: row.score,
      entityKind: row.kind,
      podcastTitles: row.podcast_titles.slice(0, LIST_PODCAST_TITLES),
      podcastCount: row.podcast_titles.length,
      href: row.href,
      linkCount: Number(row.link_count),
    }),
  }),
};

async function searchKinds(database: Database, kinds: readonly SearchKind[], query: CompiledQuery, limit: number) {
  return Promise.all(kinds.map((kind) => KINDS[kind](database, query, limit)));
}

function toGroup(kind: SearchKind, page: KindPage, limit: number): SearchGroup {
  return {
    kind,
    ...(page.truncated ? {} : { total: page.candidates }),
    hasMore: page.truncated || page.candidates > page.hits.length,
    items: page.hits.slice(0, limit),
  };
}

/**
 * Exact words first; when they find little, each word the dictionary does not know is widened with
 * the dictionary words it starts ("podc" finds "podcast") and its nearest ones by trigram distance
 * ("podcsting" finds "podcasting"). Exact hits stay ahead of the widened ones.
 */
export async function search(database: Database, options: SearchOptions): Promise<SearchResult> {
  const { q, kinds, limit } = options;
  const words = await queryLexemes(database, q);
  if (words.length === 0) {
    throw badRequest('The query has no searchable words', [{ field: 'q', message: 'No letters or digits to search for' }]);
  }

  const exact = await searchKinds(database, kinds, compile(words.map((w) => [w])), limit);
  const exactHits = exact.reduce((sum, page) => sum + page.hits.length, 0);
  if (exactHits >= FEW_HITS) {
    return { query: q, corrections: [], groups: kinds.map((kind, i) => toGroup(kind, exact[i]!, limit)) };
  }

  // Looked up only now, not alongside the exact search: on PGlite statements run one at a time, so a
  // speculative lookup would slow every query down to save a round trip on the few that need it.
  // Numbers are widened by the index itself, to every number they start, and are not corrections.
  const numbers = words.filter(isNumber);
  const others = words.filter((w) => !isNumber(w));
  const similar = others.length > 0 ? await startedOrSimilarTerms(database, others, CORRECTIONS_PER_WORD) : new Map<string, string[]>();
  const corrections = others.filter((w) => (similar.get(w)?.length ?? 0) > 0).map((w) => ({ word: w, alternatives: similar.get(w)! }));
  if (corrections.length === 0 && numbers.length === 0) {
    return { query: q, corrections, groups: kinds.map((kind, i) => toGroup(kind, exact[i]!, limit)) };
  }

  const widened = await searchKinds(
    database,
    kinds,
    compile(
      words.map((w) => [w, ...(similar.get(w) ?? [])]),
      numbers,
    ),
    limit,
  );
  const groups = kinds.map((kind, i) => {
    const exactPage = exact[i]!;
    const widenedPage = widened[i]!;
    const seen = new Set(exactPage.hits.map((h) => h.id));
    const hits = [...exactPage.hits, ...widenedPage.hits.filter((h) => !seen.has(h.id))];
    // The widened query contains every exact word, so its matches include the exact ones.
    return toGroup(kind, { ...widenedPage, hits }, limit);
  });
  return { query: q, corrections, groups };
}
