import { searchKindValues, type SearchKind } from '@soundbites/api-types';
import { oneOf, text } from '../../lib/list-search';

export interface OpsSearchSearch {
  q?: string;
  /** One kind only, with more hits (a group's "show more"). */
  kind?: SearchKind;
}

const searchKind = oneOf(searchKindValues);

export function parseOpsSearch(raw: Record<string, unknown>): OpsSearchSearch {
  // Named even when absent: the router lays this over the root's raw search (see defineListSearch).
  return { q: text(raw.q), kind: searchKind(raw.kind) };
}
