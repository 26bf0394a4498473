import { describe, expect, it } from 'vitest';
import type { SoundbiteListItem } from '@soundbites/api-types';
import { alreadyNote, alreadySo, undoneMessage } from './BulkStatusActions';

describe('undoneMessage', () => {
  it('agrees with the count', () => {
    expect(undoneMessage(1, 0)).toBe('1 soundbite is back as it was.');
    expect(undoneMessage(3, 0)).toBe('3 soundbites are back as they were.');
  });

  it('says which were left because they were changed again since', () => {
    expect(undoneMessage(1, 1)).toBe('1 soundbite is back as it was. 1 was changed again since, and is left as it is.');
    expect(undoneMessage(2, 3)).toBe('2 soundbites are back as they were. 3 were changed again since, and are left as they are.');
    expect(undoneMessage(0, 1)).toBe('It was changed again since, and is left as it is.');
    expect(undoneMessage(0, 2)).toBe('All 2 soundbites were changed again since, and are left as they are.');
  });
});

describe('alreadyNote', () => {
  const rows = (...statuses: SoundbiteListItem['status'][]) => ({
    kind: 'rows' as const,
    rows: statuses.map((status, i) => ({ id: String(i), status }) as SoundbiteListItem),
  });
  const note = (...args: Parameters<typeof alreadySo>) => alreadyNote(alreadySo(...args), args[1]);

  it('says how many of those chosen are already so', () => {
    expect(note(rows('draft', 'published'), 'published')).toBe('1 of them is already published: only the others change.');
    expect(note(rows('hidden', 'hidden', 'draft'), 'hidden')).toBe('2 of them are already hidden: only the others change.');
    expect(note(rows('hidden', 'hidden'), 'hidden')).toBe('All of them are already hidden: nothing will change.');
    expect(note(rows('published'), 'published')).toBe('It is already published: nothing will change.');
  });

  it('says nothing when none is, or for every match until their count is known', () => {
    expect(note(rows('draft', 'draft'), 'published')).toBeNull();
    expect(note(rows('draft'), 'published')).toBeNull();
    expect(alreadySo({ kind: 'all', total: 40, except: new Map() }, 'published')).toBeNull();
    expect(note({ kind: 'all', total: 40, except: new Map() }, 'published', 0)).toBeNull();
  });

  it('counts every match already so, without the rows left out', () => {
    const all = (...leftOut: SoundbiteListItem['status'][]) => ({
      kind: 'all' as const,
      total: 14,
      except: new Map(leftOut.map((status, i) => [String(i), { id: String(i), status } as SoundbiteListItem])),
    });
    expect(note(all(), 'published', 14)).toBe('All of them are already published: nothing will change.');
    expect(alreadySo(all(), 'published', 14)).toEqual({ already: 14, count: 14 });
    expect(note(all(), 'published', 5)).toBe('5 of them are already published: only the others change.');
    // Two left out, one of them published: 4 of the 12 chosen are.
    expect(alreadySo(all('published', 'draft'), 'published', 5)).toEqual({ already: 4, count: 12 });
    // The only draft left out: the 13 chosen are all published.
    expect(note(all('draft'), 'published', 13)).toBe('All of them are already published: nothing will change.');
  });
});
