import { describe, expect, it } from 'vitest';
import { sectionOf } from './ops-pages';

describe('sectionOf', () => {
  it.each([
    ['/ops/podcast/8c946404-ac51-4fd5-958f-1906a967aebc', 'Podcasts'],
    ['/ops/episode/098645a4-a9a1-43ab-8e14-b9f0713587ee', 'Episodes'],
    ['/ops/soundbite/if1EnizNOb', 'Soundbites'],
    ['/ops/entity/e34c4862-4dfc-4acd-9841-6008e8817d53', 'People & topics'],
  ])('puts %s under %s', (pathname, label) => {
    expect(sectionOf(pathname)?.label).toBe(label);
  });

  it('leaves the lists and other pages to their own links', () => {
    for (const pathname of ['/ops', '/ops/podcasts', '/ops/episodes', '/ops/soundbites', '/ops/entities', '/ops/activity', '/ops/search']) {
      expect(sectionOf(pathname)).toBeUndefined();
    }
  });
});
