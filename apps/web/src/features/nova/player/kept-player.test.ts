import type { NovaSoundbite } from '@soundbites/api-types';
import { describe, expect, it } from 'vitest';
import { KEPT_PLAYER_KEY, keepPlayer, keptPlayer } from './kept-player';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const item = { id: 'sb1', startSeconds: 10, durationSeconds: 5 } as NovaSoundbite;

describe('the player kept for coming back to Nova', () => {
  it('comes back whole for the account that left it', () => {
    const storage = memoryStorage();
    keepPlayer({ uid: 'ada', source: 'feed', items: [item], index: 0, seconds: 12.5 }, storage);
    expect(keptPlayer('ada', storage)).toEqual({ uid: 'ada', source: 'feed', items: [item], index: 0, seconds: 12.5 });
  });

  it('is not given to another account, nor to no one', () => {
    const storage = memoryStorage();
    keepPlayer({ uid: 'ada', source: 'feed', items: [item], index: 0, seconds: 12.5 }, storage);
    expect(keptPlayer('grace', storage)).toBeNull();
    expect(keptPlayer(null, storage)).toBeNull();
  });

  it('is forgotten when what is kept is not whole', () => {
    const storage = memoryStorage();
    for (const broken of [
      '{',
      'null',
      '{"uid":"ada","source":"feed","items":[],"index":0,"seconds":1}',
      '{"uid":"ada","source":"feed","items":[{}],"index":0}',
    ]) {
      storage.setItem(KEPT_PLAYER_KEY, broken);
      expect(keptPlayer('ada', storage)).toBeNull();
    }
    expect(keptPlayer('ada', null)).toBeNull();
  });
});
