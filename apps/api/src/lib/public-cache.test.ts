import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseContentChange, type ContentChange } from '../db/content-changes.js';
import { answer, PublicCache, type CachedAnswer } from './public-cache.js';

/** Stands in for the database's notifications: the test says when and what changed. */
function fakeChanges(live = true) {
  let subscriber: (change: ContentChange) => void = () => {};
  return {
    live,
    ensureListener: () => {},
    subscribe(fn: (change: ContentChange) => void) {
      subscriber = fn;
      return () => {};
    },
    change: (payload: string) => subscriber(parseContentChange(payload)),
  };
}

function counter(tags: readonly string[]) {
  let renders = 0;
  return { render: async () => answer(200, `body ${++renders}`, 'text/plain', tags), count: () => renders };
}

describe('PublicCache', () => {
  it('keeps an answer until a change names what it shows, and keeps the others', async () => {
    const changes = fakeChanges();
    const cache = new PublicCache(changes);
    const a = counter(['soundbite:a', 'podcast:p1']);
    const b = counter(['soundbite:b', 'podcast:p2']);
    await cache.get('a', a.render);
    await cache.get('b', b.render);
    expect((await cache.get('a', a.render)).body).toBe('body 1');

    changes.change('soundbite:a');
    expect((await cache.get('a', a.render)).body).toBe('body 2');
    expect((await cache.get('b', b.render)).body).toBe('body 1');

    changes.change('podcast:p2 missing');
    expect((await cache.get('a', a.render)).body).toBe('body 2');
    expect((await cache.get('b', b.render)).body).toBe('body 2');
  });

  it('drops everything on "*", an empty or an unknown payload', async () => {
    const changes = fakeChanges();
    const cache = new PublicCache(changes);
    const a = counter(['soundbite:a']);
    for (const payload of ['*', '', 'soundbite:a something-else', 'table=soundbites']) {
      await cache.get('a', a.render);
      expect(cache.has('a')).toBe(true);
      changes.change(payload);
      expect(cache.size).toBe(0);
    }
  });

  it('hands an answer that was rendering when a change arrived to its waiting requests, keeps it not, and renders it again', async () => {
    const changes = fakeChanges();
    const cache = new PublicCache(changes);
    const renders: Array<(value: CachedAnswer) => void> = [];
    const render = () => new Promise<CachedAnswer>((resolve) => renders.push(resolve));
    const first = cache.get('a', render);
    const joined = cache.get('a', render);
    expect(renders).toHaveLength(1);
    // The change may concern it: its tags are not known until its data has been read.
    changes.change('soundbite:unrelated');
    renders[0]!(answer(200, 'old', 'text/plain', ['soundbite:a']));
    expect((await first).body).toBe('old');
    expect((await joined).body).toBe('old');
    expect(cache.has('a')).toBe(false);
    // It was asked for twice, so it is rendered again at once rather than by the next request.
    expect(renders).toHaveLength(2);
    renders[1]!(answer(200, 'new', 'text/plain', ['soundbite:a']));
    expect((await cache.get('a', render)).body).toBe('new');
    expect(cache.has('a')).toBe(true);
    expect(renders).toHaveLength(2);
  });

  it('renders an answer in use again as soon as a change drops it, and one nobody asked for since only when asked', async () => {
    const changes = fakeChanges();
    const cache = new PublicCache(changes);
    const viral = counter(['soundbite:viral']);
    const quiet = counter(['soundbite:quiet']);
    await cache.get('viral', viral.render);
    await cache.get('viral', viral.render);
    await cache.get('quiet', quiet.render);

    changes.change('soundbite:viral soundbite:quiet');
    expect(viral.count()).toBe(2);
    expect(quiet.count()).toBe(1);
    expect((await cache.get('viral', viral.render)).body).toBe('body 2');
    expect((await cache.get('quiet', quiet.render)).body).toBe('body 2');
    expect(viral.count()).toBe(2);
  });

  it('keeps nothing while no connection listens, since a change could go unnoticed', async () => {
    const changes = fakeChanges(false);
    const cache = new PublicCache(changes);
    const a = counter(['soundbite:a']);
    await cache.get('k', a.render);
    await cache.get('k', a.render);
    expect(a.count()).toBe(2);
    changes.live = true;
    await cache.get('k', a.render);
    await cache.get('k', a.render);
    expect(a.count()).toBe(3);
  });
});

describe('parseContentChange', () => {
  it('reads the tokens the triggers send, and anything else as everything', () => {
    expect(parseContentChange('soundbite:Ab_1-x podcast:0b1c lists missing')).toEqual({
      all: false,
      tags: ['soundbite:Ab_1-x', 'podcast:0b1c', 'lists', 'missing'],
    });
    for (const payload of [undefined, '', '*', 'soundbite:', 'soundbite:a  lists', 'episode:x', 'lists *']) {
      expect(parseContentChange(payload)).toEqual({ all: true });
    }
  });
});

describe('answer', () => {
  it('validates by content: the same body gives the same ETag, any change of a character a new one', () => {
    const body = JSON.stringify({ title: 'Ça va — 🎙️', startSeconds: 12.5 });
    const etag = answer(200, body, 'application/json', []).etag;
    // A strong validator: 22 base64url characters of the body's SHA-1, quoted.
    expect(etag).toBe(`"${createHash('sha1').update(body, 'utf8').digest('base64url').slice(0, 22)}"`);
    expect(answer(200, body, 'application/json', []).etag).toBe(etag);
    expect(answer(200, body.replace('12.5', '12.6'), 'application/json', []).etag).not.toBe(etag);
    expect(answer(200, body.replace('🎙️', '🎧'), 'application/json', []).etag).not.toBe(etag);
  });
});
