import { chunks } from '../bulk.js';

/** For deletes and updates by id, which cost little per row. */
export const ID_BATCH = 500;

/**
 * How one feed-owned table follows the feed. Rows are matched by key: the feed's rows that
 * are not stored are inserted, stored rows that differ from the feed are updated, and stored
 * rows the feed speaks for but no longer lists are retired (hidden or deleted, as the table
 * decides).
 */
export interface SyncSpec<Want, Have> {
  /** What the feed says, by key. */
  wanted: ReadonlyMap<string, Want>;
  /** What is stored and owned by the feed. */
  stored: readonly Have[];
  keyOf(row: Have): string;
  /** Rows per insert or update statement. */
  batchSize: number;
  insert(batch: Want[]): Promise<number>;
  /** Whether a stored row differs from what the feed says; absent: the key is all there is. */
  changed?(want: Want, have: Have): boolean;
  update?(batch: Change<Want, Have>[]): Promise<number>;
  /**
   * Whether the feed speaks for a stored row, so that its absence from the feed means it is
   * gone (an episode that dropped out of a rolling feed keeps what it had); absent: all do.
   */
  inScope?(row: Have): boolean;
  /** Absent: rows the feed no longer lists stay as they are. */
  retire?(batch: Have[]): Promise<void>;
  /** Told how many wanted rows are in place (unchanged ones count from the start) after each batch. */
  onProgress?(done: number, total: number): void;
}

export interface Change<Want, Have> {
  want: Want;
  have: Have;
}

export interface SyncOutcome<Have> {
  inserted: number;
  updated: number;
  retired: Have[];
}

export async function syncRows<Want, Have>(spec: SyncSpec<Want, Have>): Promise<SyncOutcome<Have>> {
  const byKey = new Map(spec.stored.map((row) => [spec.keyOf(row), row]));
  const toInsert: Want[] = [];
  const toUpdate: Change<Want, Have>[] = [];
  for (const [key, want] of spec.wanted) {
    const have = byKey.get(key);
    if (!have) toInsert.push(want);
    else if (spec.changed?.(want, have)) toUpdate.push({ want, have });
  }
  const retired = spec.retire ? spec.stored.filter((row) => !spec.wanted.has(spec.keyOf(row)) && (spec.inScope?.(row) ?? true)) : [];

  const outcome: SyncOutcome<Have> = { inserted: 0, updated: 0, retired };
  const total = spec.wanted.size;
  let done = total - toUpdate.length - toInsert.length;
  spec.onProgress?.(done, total);
  for (const batch of chunks(toUpdate, spec.batchSize)) {
    outcome.updated += await spec.update!(batch);
    spec.onProgress?.((done += batch.length), total);
  }
  for (const batch of chunks(toInsert, spec.batchSize)) {
    outcome.inserted += await spec.insert(batch);
    spec.onProgress?.((done += batch.length), total);
  }
  for (const batch of chunks(retired, ID_BATCH)) await spec.retire!(batch);
  return outcome;
}
