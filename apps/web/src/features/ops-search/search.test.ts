import { describe, expect, it } from 'vitest';
import { parseOpsSearch } from './search';

describe('parseOpsSearch', () => {
  it('keeps the query and a known kind, and drops an unknown kind', () => {
    expect(parseOpsSearch({ q: ' harbour ', kind: 'episode' })).toEqual({ q: 'harbour', kind: 'episode' });
    expect(parseOpsSearch({ q: 'harbour', kind: 'everything' })).toEqual({ q: 'harbour' });
    // Named even when dropped, so the raw value beneath is overridden.
    expect(Object.keys(parseOpsSearch({}))).toEqual(['q', 'kind']);
  });
});
