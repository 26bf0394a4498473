import type { EntityListItem } from '@soundbites/api-types';
import { describe, expect, it } from 'vitest';
import { personRecord } from '../../test/entity-records';
import { bulkDeletionNotes } from './components/BulkDeleteEntities';

let next = 0;
const row = (linkCount: number, mergedIntoId: string | null = null): EntityListItem => ({
  ...personRecord(`00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`, { mergedIntoId }),
  linkCount,
  podcastTitles: [],
  podcastCount: 0,
});

describe('what deleting several people and topics says first', () => {
  it('says whether links go with them, counting those it can see', () => {
    expect(bulkDeletionNotes({ kind: 'rows', rows: [row(0)] })).toEqual(['It is linked to nothing, so only its name and details go.']);
    expect(bulkDeletionNotes({ kind: 'rows', rows: [row(0), row(0)] })).toEqual([
      'None of them is linked to anything, so only their names and details go.',
    ]);
    expect(bulkDeletionNotes({ kind: 'rows', rows: [row(2), row(0), row(1)] })).toEqual(['2 of them are linked: 3 links go with them.']);
    expect(bulkDeletionNotes({ kind: 'rows', rows: [row(1), row(1)] })).toEqual(['All of them are linked: 2 links go with them.']);
  });

  it('leaves merged ones out, and says so', () => {
    expect(bulkDeletionNotes({ kind: 'rows', rows: [row(0), row(0, 'kept')] })).toEqual([
      'It is linked to nothing, so only its name and details go.',
      '1 merged one is left out: merged ones go with the one they were merged into.',
    ]);
  });

  it('speaks of every match in general terms, as it has not seen them all', () => {
    expect(bulkDeletionNotes({ kind: 'all', total: 900, except: new Map() })[0]).toMatch(
      /^Their links to podcasts, episodes and soundbites go with them/,
    );
  });
});
