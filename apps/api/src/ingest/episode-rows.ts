import type { EpisodeBatch, ParsedEpisode } from './parse-feed.js';
import { episodeSearch } from './search-vector.js';
import { storableJson, storableText } from './storable-json.js';

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

/**
 * What an import writes of each episode it sends in its row's JSON, besides the podcast's id (the same
 * for all) and its show notes (a parameter of their own: see insertSerializedRows' `texts`).
 */
export const EPISODE_ROW_FIELDS = ['guid', ...EPISODE_FEED_FIELDS.filter((field) => field !== 'description'), 'fingerprint'] as const;

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

/** An episode as the writer gets it. */
export type WritableEpisode = ParsedEpisode & {
  /** storableJson of the episode's EPISODE_ROW_FIELDS. */
  row: string;
};

/** A batch of episodes as the writer gets it. */
export interface WritableBatch extends Omit<EpisodeBatch, 'episodes'> {
  episodes: WritableEpisode[];
}

/**
 * Written by the thread that parsed the batch: turning a big feed's episodes into the statements' JSON
 * took about a quarter of the writing thread's CPU, on the thread that also answers requests and waits
 * between the import's statements. The search vector is computed here too, where it costs the database
 * nothing. The show notes, most of a big feed's bytes, stay out of the JSON, as the row stores them.
 */
export function writableBatch(batch: EpisodeBatch): WritableBatch {
  const episodes = batch.episodes.map((episode) => {
    const description = episode.description === null ? null : storableText(episode.description);
    const row: Record<string, unknown> = {};
    for (const field of EPISODE_ROW_FIELDS) row[field] = episode[field];
    Object.assign(row, episodeSearch(episode.title, description));
    return { ...episode, description, row: storableJson(row) };
  });
  return { ...batch, episodes };
}

/** The episode as the parser read it (its show notes as the row stores them). */
export function parsedEpisode({ row: _row, ...episode }: WritableEpisode): ParsedEpisode {
  return episode;
}
