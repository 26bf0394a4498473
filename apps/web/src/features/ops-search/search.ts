import { text } from '../../lib/list-search';

export interface OpsSearchSearch {
  q?: string;
}

export function parseOpsSearch(raw: Record<string, unknown>): OpsSearchSearch {
  const q = text(raw.q);
  // Named even when absent: the router lays this over the root's raw search (see defineListSearch).
  return { q };
}
