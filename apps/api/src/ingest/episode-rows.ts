import type { EpisodeBatch, ParsedEpisode } from './parse-feed.js';
import { episodeSearch } from './search-vector.js';
import { storableJson } from './storable-json.js';

/** The episode fields a feed sets: the parser and the episodes table use the same names. */
export const EPISODE_FEED_FIELDS = [
  'title',
  'description',
  'publishedAt',
  'durationSeconds',
  'enclosureUrl',
  'enclosureType',
  'enclosureLength',
  'imageUrl',
  'season',
  'episodeNumber',
  'chaptersUrl',
] as const satisfies readonly (keyof ParsedEpisode)[];

/** What an import writes of each episode it sends, besides the podcast's id (the same for all). */
export const EPISODE_ROW_FIELDS = ['guid', ...EPISODE_FEED_FIELDS, 'fingerprint'] as const satisfies readonly (keyof ParsedEpisode)[];

/**
 * The row's search vector, from what episodeSearch gave: the whole literal, else the title's and notes'
 * pieces put together by the database; null leaves it to the trigger. Not a column the Drizzle schema
 * knows, so that no query reads it back by accident.
 */
export const EPISODE_SEARCH_VECTOR = {
  column: 'search_vector',
  recordset: '"searchVector" tsvector, "searchTitleParts" text[], "searchNotesParts" text[]',
  value: `coalesce("searchVector", setweight(search_vector_of_parts("searchTitleParts"), 'A') || setweight(search_vector_of_parts("searchNotesParts"), 'C'))`,
} as const;

/** An episode as the writer gets it: its show notes are only in its row's JSON. */
export type WritableEpisode = Omit<ParsedEpisode, 'description'> & {
  /** storableJson of the episode's EPISODE_ROW_FIELDS. */
  row: string;
};

/** A batch of episodes as the writer gets it. */
export interface WritableBatch extends Omit<EpisodeBatch, 'episodes'> {
  episodes: WritableEpisode[];
}

/**
 * Written by the thread that parsed the batch: for a big feed the show notes are most of its bytes,
 * and turning them into the statements' JSON took about a quarter of the writing thread's CPU, on
 * the thread that also answers requests and waits between the import's statements. The notes then
 * cross to the writer once, inside the rows, not also as strings of their own. The search vector is
 * computed here too, where it costs the database nothing.
 */
export function writableBatch(batch: EpisodeBatch): WritableBatch {
  const episodes = batch.episodes.map(({ description, ...episode }) => {
    const row: Record<string, unknown> = { description };
    for (const field of EPISODE_ROW_FIELDS) if (field !== 'description') row[field] = episode[field];
    Object.assign(row, episodeSearch(episode.title, description));
    return { ...episode, row: storableJson(row) };
  });
  return { ...batch, episodes };
}

/** An episode's show notes, read back from its row (only to compare them with stored ones). */
export function rowDescription(episode: WritableEpisode): string | null {
  return (JSON.parse(episode.row) as { description: string | null }).description;
}

/** The episode as the parser read it. */
export function parsedEpisode({ row, ...episode }: WritableEpisode): ParsedEpisode {
  return { ...episode, description: rowDescription({ ...episode, row }) };
}
