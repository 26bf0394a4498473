import { describe, expect, it } from 'vitest';
import { commandMatches } from './palette-store';

const addPodcast = { label: 'Add a podcast', keywords: ['import', 'feed'] };

describe('commandMatches', () => {
  it('lists every task before anything is typed', () => {
    expect(commandMatches(addPodcast, '')).toBe(true);
  });

  it('matches part of the label or of another word for it', () => {
    expect(commandMatches(addPodcast, 'add a')).toBe(true);
    expect(commandMatches(addPodcast, 'podc')).toBe(true);
    expect(commandMatches(addPodcast, 'impo')).toBe(true);
  });

  it('leaves out a task nothing of which was typed', () => {
    expect(commandMatches(addPodcast, 'soundbite')).toBe(false);
  });
});
