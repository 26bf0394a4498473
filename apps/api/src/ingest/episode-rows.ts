import type { EpisodeBatch, ParsedEpisode } from './parse-feed.js';
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

/** A batch of episodes as the writer gets it: each with its row already written as JSON. */
export interface WritableBatch extends EpisodeBatch {
  /** storableJson of each episode's EPISODE_ROW_FIELDS, in the order of `episodes`. */
  rows: string[];
}

/**
 * Written by the thread that parsed the batch: for a big feed the show notes are most of its bytes,
 * and turning them into the statements' JSON took about a quarter of the writing thread's CPU, on
 * the thread that also answers requests and waits between the import's statements.
 */
export function writableBatch(batch: EpisodeBatch): WritableBatch {
  return {
    ...batch,
    rows: batch.episodes.map((episode) => {
      const row: Partial<Record<(typeof EPISODE_ROW_FIELDS)[number], unknown>> = {};
      for (const field of EPISODE_ROW_FIELDS) row[field] = episode[field];
      return storableJson(row);
    }),
  };
}
