import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypedQuery } from './use-typed-query';

const SETTLE_MS = 250;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The hook in a page whose URL holds `q`; the test decides when the URL changes, as a router that lags would. */
function renderSearchBox(initialQ = '') {
  const sent: string[] = [];
  const hook = renderHook(({ q }) => useTypedQuery(q, (words) => sent.push(words), SETTLE_MS), { initialProps: { q: initialQ } });
  const type = (text: string) =>
    act(() => {
      hook.result.current.setText(text);
    });
  const settle = () =>
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS);
    });
  const urlBecomes = (q: string) =>
    act(() => {
      hook.rerender({ q });
    });
  const flush = (words?: string) =>
    act(() => {
      hook.result.current.flush(words);
    });
  return { text: () => hook.result.current.text, sent, type, settle, urlBecomes, flush };
}

describe('useTypedQuery: a search box whose words live in the URL', () => {
  it('sends typing once it settles, never each key', () => {
    const box = renderSearchBox();
    box.type('l');
    box.type('li');
    box.type('lig');
    expect(box.sent).toEqual([]);
    box.settle();
    expect(box.sent).toEqual(['lig']);
  });

  it('keeps what was typed after words were sent, when the URL catches up with those words', () => {
    const box = renderSearchBox();
    box.type('jk');
    box.settle();
    expect(box.sent).toEqual(['jk']);
    // Typing goes on before the URL has taken "jk".
    box.type('jk d');
    box.urlBecomes('jk');
    expect(box.text()).toBe('jk d');
    box.type('jk demo');
    box.settle();
    expect(box.sent).toEqual(['jk', 'jk demo']);
  });

  it('keeps typing when the URL takes, late, two sets of words sent one after the other', () => {
    const box = renderSearchBox();
    box.type('jk');
    box.settle();
    box.type('jk d');
    box.settle();
    expect(box.sent).toEqual(['jk', 'jk d']);
    box.type('jk demo');
    box.urlBecomes('jk');
    expect(box.text()).toBe('jk demo');
    box.urlBecomes('jk d');
    expect(box.text()).toBe('jk demo');
    box.settle();
    expect(box.sent).toEqual(['jk', 'jk d', 'jk demo']);
  });

  it('shows a query changed from outside the box (Back, a correction), without sending it again', () => {
    const box = renderSearchBox('lighthouse');
    expect(box.text()).toBe('lighthouse');
    box.type('harbour');
    box.settle();
    box.urlBecomes('harbour');
    // Back.
    box.urlBecomes('lighthouse');
    expect(box.text()).toBe('lighthouse');
    // And Forward again, to the words the box once sent.
    box.urlBecomes('harbour');
    expect(box.text()).toBe('harbour');
    box.settle();
    expect(box.sent).toEqual(['harbour']);
  });

  it('sends at once on request (Enter, Clear), and not again once typing settles', () => {
    const box = renderSearchBox('tide');
    box.type('tide tables');
    box.flush();
    expect(box.sent).toEqual(['tide tables']);
    box.settle();
    expect(box.sent).toEqual(['tide tables']);
    box.urlBecomes('tide tables');
    box.type('');
    box.flush('');
    expect(box.sent).toEqual(['tide tables', '']);
    box.urlBecomes('');
    expect(box.text()).toBe('');
    // Typed back to what the URL has while other words are on their way: those words are sent too.
    box.type('x');
    box.settle();
    box.type('');
    box.settle();
    expect(box.sent).toEqual(['tide tables', '', 'x', '']);
  });

  it('sends nothing for spaces around the words in the URL already', () => {
    const box = renderSearchBox('tide');
    box.type(' tide  ');
    box.settle();
    expect(box.sent).toEqual([]);
  });
});
