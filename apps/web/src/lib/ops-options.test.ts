import { describe, expect, it } from 'vitest';
import { podcastChoices } from './ops-options';

describe('podcastChoices', () => {
  it('labels podcasts by title, and those sharing one also by where their feed is', () => {
    expect(
      podcastChoices([
        { id: 'a', title: 'Example', feedUrl: 'https://one.example/feed.xml' },
        { id: 'b', title: 'EXAMPLE', feedUrl: 'http://two.example/rss' },
        { id: 'c', title: 'Other', feedUrl: 'https://three.example/feed' },
      ]),
    ).toEqual([
      { value: 'a', label: 'Example · one.example/feed.xml' },
      { value: 'b', label: 'EXAMPLE · two.example/rss' },
      { value: 'c', label: 'Other' },
    ]);
  });
});
