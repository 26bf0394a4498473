import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, sameValues, saveDraft } from './draft-storage';

describe('draft storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps values with the version they were based on, until cleared', () => {
    saveDraft('soundbite:abc', { baseVersion: 'v1', baseValues: { title: 'Old' }, values: { title: 'New' } });
    const draft = loadDraft<{ title: string }>('soundbite:abc');
    expect(draft).toMatchObject({ baseVersion: 'v1', baseValues: { title: 'Old' }, values: { title: 'New' } });
    expect(Date.parse(draft!.savedAt)).not.toBeNaN();
    expect(loadDraft('soundbite:other')).toBeNull();
    clearDraft('soundbite:abc');
    expect(loadDraft('soundbite:abc')).toBeNull();
  });

  it('ignores damaged entries instead of failing the page', () => {
    window.localStorage.setItem('soundbites:draft:broken', '{not json');
    window.localStorage.setItem('soundbites:draft:partial', JSON.stringify({ values: {} }));
    expect(loadDraft('broken')).toBeNull();
    expect(loadDraft('partial')).toBeNull();
  });

  it('compares values by content', () => {
    expect(sameValues({ a: 1, b: [2] }, { a: 1, b: [2] })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
  });
});
