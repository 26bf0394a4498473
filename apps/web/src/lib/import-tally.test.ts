import { describe, expect, it } from 'vitest';
import { importTally } from './import-tally';

describe('importTally', () => {
  it('says the nonzero counts, one or many', () => {
    expect(importTally({ episodesCreated: 3, episodesUpdated: 1, soundbitesCreated: 0 })).toBe('3 new episodes · 1 changed episode');
    expect(importTally({ episodesCreated: 0, episodesUpdated: 0, soundbitesCreated: 1 })).toBe('1 new soundbite');
    expect(importTally({ episodesCreated: 0, peopleCreated: 2 })).toBeNull();
    expect(importTally({ podcastUpdated: 1, episodesCreated: 0 })).toBe('podcast details updated');
  });
});
