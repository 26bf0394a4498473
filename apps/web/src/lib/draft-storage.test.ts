import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftOfAnotherOpenTab,
  keepTabAlive,
  loadDraft,
  releaseDraft,
  sameValues,
  saveDraft,
  thisTabId,
} from './draft-storage';

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

  it('tells a draft another open tab is editing from one a closed page left', () => {
    const other = 'another-tab';
    const theirs = { baseVersion: 'v1', baseValues: { title: 'Old' }, values: { title: 'Half typed' } };
    window.localStorage.setItem('soundbites:draft:soundbite:x', JSON.stringify({ ...theirs, savedAt: '', tabId: other }));
    // Heard of a moment ago: still open. Its draft is not this tab's to restore or clear.
    window.localStorage.setItem(`soundbites:tab-alive:${other}`, String(Date.now() - 2_000));
    expect(draftOfAnotherOpenTab(loadDraft('soundbite:x'))).toBe(true);
    releaseDraft('soundbite:x');
    expect(loadDraft('soundbite:x')).not.toBeNull();
    // Not heard of for a while: that tab has closed, and its draft is for any page to take back.
    window.localStorage.setItem(`soundbites:tab-alive:${other}`, String(Date.now() - 60_000));
    expect(draftOfAnotherOpenTab(loadDraft('soundbite:x'))).toBe(false);
    releaseDraft('soundbite:x');
    expect(loadDraft('soundbite:x')).toBeNull();
  });

  it('keeps this tab’s own drafts, and says the tab is alive while an editor is open in it', () => {
    saveDraft('soundbite:mine', { baseVersion: 'v1', baseValues: {}, values: { title: 'Mine' } });
    expect(loadDraft('soundbite:mine')?.tabId).toBe(thisTabId());
    expect(draftOfAnotherOpenTab(loadDraft('soundbite:mine'))).toBe(false);
    const stop = keepTabAlive();
    expect(Number(window.localStorage.getItem(`soundbites:tab-alive:${thisTabId()}`))).toBeGreaterThan(Date.now() - 1_000);
    stop();
    expect(window.localStorage.getItem(`soundbites:tab-alive:${thisTabId()}`)).toBeNull();
  });
});
