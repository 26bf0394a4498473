import { describe, expect, it } from 'vitest';
import { editedFields, mergeOver } from './useEditableRecord';

const base = { title: 'Before', start: 30, end: 35, status: 'draft' };

describe('editedFields', () => {
  it('names the fields that differ from the version editing began with', () => {
    expect([...editedFields(base, { ...base, title: 'After' })]).toEqual(['title']);
    expect([...editedFields(base, { ...base, start: 31 })]).toEqual(['start']);
    expect(editedFields(base, base).size).toBe(0);
  });
});

describe('mergeOver', () => {
  it('keeps theirs in every field this form did not edit, and mine in the ones it did', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, end: 38, status: 'hidden' };
    expect(mergeOver(base, mine, theirs)).toEqual({ title: 'Mine', start: 30, end: 38, status: 'hidden' });
  });

  it('merges a range edge by edge: a moved start keeps the end someone else moved', () => {
    expect(mergeOver(base, { ...base, start: 28 }, { ...base, end: 40 })).toEqual({ ...base, start: 28, end: 40 });
  });

  it('where both edited a field, mine wins: that is what saving over means', () => {
    expect(mergeOver(base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' })).toMatchObject({ title: 'Mine' });
  });
});
