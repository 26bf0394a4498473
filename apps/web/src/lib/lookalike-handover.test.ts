import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverFromLookalike } from './lookalike-handover';

/** The look-alike and the app side by side, as they are for the moment of the swap. */
function pages(appExtra = '') {
  const lookalike = document.createElement('div');
  lookalike.innerHTML = `<main id="main-content" tabindex="-1"><a href="/share?soundbite=a">Gulls at first light</a>
    <button aria-label="Play “Gulls at first light”">▶</button><a href="/gone">Only here</a></main>`;
  const app = document.createElement('div');
  app.innerHTML = `<main id="main-content" tabindex="-1"><a href="/share?soundbite=b">Another</a><a href="/share?soundbite=a">Gulls at first light</a>
    <button aria-label="Play “Gulls at first light”">▶</button>${appExtra}</main>`;
  document.body.append(lookalike);
  return { lookalike, app };
}

/** Swaps them as main.tsx does, noting the focus first. */
function swap({ lookalike, app }: ReturnType<typeof pages>) {
  const focused = document.activeElement;
  lookalike.replaceWith(app);
  handOverFromLookalike(lookalike, app, focused);
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__lookalikePress;
});

describe('handOverFromLookalike', () => {
  it('moves the focus to the same control in the app', () => {
    const both = pages();
    both.lookalike.querySelector<HTMLElement>('a[href="/share?soundbite=a"]')!.focus();
    swap(both);
    expect(document.activeElement).toBe(both.app.querySelector('a[href="/share?soundbite=a"]'));
  });

  it('moves it to the main content when the app has no such control, so Tab goes on from there', () => {
    const both = pages();
    both.lookalike.querySelector<HTMLElement>('a[href="/gone"]')!.focus();
    swap(both);
    expect(document.activeElement).toBe(both.app.querySelector('main'));
  });

  it('leaves the focus alone when it was not on the look-alike', () => {
    const both = pages();
    swap(both);
    expect(document.activeElement).toBe(document.body);
  });

  it('presses again the button pressed before the app ran, once', () => {
    const both = pages();
    const play = both.app.querySelector('button')!;
    const pressed = vi.fn();
    play.addEventListener('click', pressed);
    window.__lookalikePress = 'Play “Gulls at first light”';
    swap(both);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(window.__lookalikePress).toBeUndefined();
  });

  it('finds a button named by its text, as Copy link is', () => {
    const both = pages('<button type="button"> Copy link </button>');
    const copy = both.app.querySelector('button[type="button"]')!;
    const pressed = vi.fn();
    copy.addEventListener('click', pressed);
    window.__lookalikePress = 'Copy link';
    swap(both);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
