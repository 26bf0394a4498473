import type { EntityListItem } from '@soundbites/api-types';
import { webHost } from '../../lib/web-address';

/** "adamcurry.com · Podcasting 2.0, No Agenda and 2 more": the host of its web page and its podcasts. */
export function entityDetail(entity: Pick<EntityListItem, 'href' | 'podcastTitles' | 'podcastCount'>): string {
  const more = entity.podcastCount - entity.podcastTitles.length;
  const podcasts =
    entity.podcastTitles.length === 0 ? 'linked to no podcast' : entity.podcastTitles.join(', ') + (more > 0 ? ` and ${more} more` : '');
  return [webHost(entity.href), podcasts].filter(Boolean).join(' · ');
}

/**
 * Who speaks within the range, by the transcript's lines, in the order they first speak: the people
 * most likely to be linked. Names already linked (in any letter case) are left out, and so are
 * speakers written as a number or left blank, which name no one.
 */
export function speakersInRange(
  segments: readonly { startSeconds: number; endSeconds: number; speaker: string | null }[],
  range: { start: number; end: number },
  linkedNames: readonly string[],
): string[] {
  const seen = new Set(linkedNames.map((name) => name.trim().toLowerCase()));
  const speakers: string[] = [];
  for (const segment of segments) {
    if (segment.startSeconds >= range.end || segment.endSeconds <= range.start) continue;
    const name = segment.speaker?.trim().replace(/\s+/g, ' ') ?? '';
    if (!/\p{L}/u.test(name) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    speakers.push(name);
  }
  return speakers;
}
