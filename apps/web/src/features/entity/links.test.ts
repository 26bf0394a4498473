import type { EntityLink } from '@soundbites/api-types';
import { describe, expect, it } from 'vitest';
import { groupLinks, linkDetails, linkToFocusAfterRemoving, planMerge } from './links';

let next = 0;
const link = (type: EntityLink['target']['type'], id: string, role = 'guest', title = id): EntityLink => ({
  id: `link-${next++}`,
  role,
  group: 'cast',
  source: 'staff',
  createdAt: '2026-01-01T00:00:00.000Z',
  target: { type, id, title, podcastTitle: null },
});

describe('groupLinks', () => {
  it('groups by podcast, episode, soundbite, sorted by title, leaving out empty groups', () => {
    const groups = groupLinks([link('soundbite', 's1', 'guest', 'Zed'), link('podcast', 'p1'), link('soundbite', 's2', 'guest', 'Alpha')]);
    expect(groups.map((g) => g.label)).toEqual(['Podcasts', 'Soundbites']);
    expect(groups[1]!.links.map((l) => l.target.title)).toEqual(['Alpha', 'Zed']);
  });

  it('orders numbered titles by their numbers, not as text', () => {
    const titles = ['10: Toolbox Pro', '2: Christian Selig', 'Summer Break', '1: Heidi', '11: CocoaHub', '20: CARROT Weather'];
    const [episodes] = groupLinks(titles.map((title) => link('episode', title, 'host', title)));
    expect(episodes!.links.map((l) => l.target.title)).toEqual([
      '1: Heidi',
      '2: Christian Selig',
      '10: Toolbox Pro',
      '11: CocoaHub',
      '20: CARROT Weather',
      'Summer Break',
    ]);
  });
});

describe('linkToFocusAfterRemoving', () => {
  const podcast = link('podcast', 'p1');
  const episode = link('episode', 'e1');
  const soundbite = link('soundbite', 's1');
  const groups = groupLinks([soundbite, episode, podcast]);

  it('is the next link as shown, across groups', () => {
    expect(linkToFocusAfterRemoving(groups, podcast.id)).toBe(episode.id);
    expect(linkToFocusAfterRemoving(groups, episode.id)).toBe(soundbite.id);
  });

  it('is the one before when the last is removed', () => {
    expect(linkToFocusAfterRemoving(groups, soundbite.id)).toBe(episode.id);
  });

  it('is none when the only link is removed, or the link is not shown', () => {
    expect(linkToFocusAfterRemoving(groupLinks([podcast]), podcast.id)).toBeNull();
    expect(linkToFocusAfterRemoving(groups, 'gone')).toBeNull();
  });
});

describe('linkDetails', () => {
  it('names the group and where the link came from', () => {
    expect(linkDetails({ role: 'host', group: 'cast', source: 'feed' })).toBe('cast · from the feed');
    expect(linkDetails({ role: 'guest', group: 'cast', source: 'staff' })).toBe('cast · by staff');
  });

  it('leaves out a group that repeats the role, or is empty', () => {
    expect(linkDetails({ role: 'topic', group: 'topic', source: 'staff' })).toBe('by staff');
    expect(linkDetails({ role: 'Topic', group: 'topic ', source: 'feed' })).toBe('from the feed');
    expect(linkDetails({ role: 'host', group: '', source: 'feed' })).toBe('from the feed');
  });
});

describe('planMerge', () => {
  it('moves links the survivor lacks and drops the ones it already has with the same role', () => {
    const survivor = [link('episode', 'e1', 'host')];
    const same = link('episode', 'e1', 'host');
    const otherRole = link('episode', 'e1', 'guest');
    const elsewhere = link('podcast', 'p1', 'host');
    expect(planMerge(survivor, [same, otherRole, elsewhere])).toEqual({ moves: [otherRole, elsewhere], drops: [same] });
  });

  it('moves only one of two identical links of the duplicate', () => {
    const a = link('soundbite', 's1');
    const b = link('soundbite', 's1');
    expect(planMerge([], [a, b])).toEqual({ moves: [a], drops: [b] });
  });
});
