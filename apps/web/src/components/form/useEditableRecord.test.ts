import { describe, expect, it } from 'vitest';
import { editedFields, mergeOver } from './useEditableRecord';

const base = { title: 'Before', start: 30, end: 35, status: 'draft' };

describe('editedFields', () => {
  it('names the fields that differ from the version editing began with', () => {
    expect([...editedFields(base, { ...base, title: 'After' })]).toEqual(['title']);
    expect(editedFields(base, base).size).toBe(0);
  });

  it('widens an edit to the fields linked with it', () => {
    const edited = editedFields(base, { ...base, end: 40 }, [['start', 'end']]);
    expect([...edited].sort()).toEqual(['end', 'start']);
  });
});

describe('mergeOver', () => {
  it('keeps theirs in every field this form did not edit, and mine in the ones it did', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, end: 38, status: 'hidden' };
    expect(mergeOver(base, mine, theirs, [['start', 'end']])).toEqual({ title: 'Mine', start: 30, end: 38, status: 'hidden' });
  });

  it('saves a linked pair whole: an edited end goes with the start this form had', () => {
    const mine = { ...base, end: 33 };
    const theirs = { ...base, start: 20, end: 25 };
    expect(mergeOver(base, mine, theirs, [['start', 'end']])).toEqual({ ...base, start: 30, end: 33 });
  });

  it('where both edited a field, mine wins: that is what saving over means', () => {
    expect(mergeOver(base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' })).toMatchObject({ title: 'Mine' });
  });
});
