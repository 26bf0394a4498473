import { text } from '../../lib/list-search';

export interface OpsSearchSearch {
  q?: string;
}

export function parseOpsSearch(raw: Record<string, unknown>): OpsSearchSearch {
  const q = text(raw.q);
  return q ? { q } : {};
}
