import type { EntityListItem } from '@soundbites/api-types';
import { webHost } from '../../lib/web-address';

/** "adamcurry.com · Podcasting 2.0, No Agenda and 2 more": the host of its web page and its podcasts. */
export function entityDetail(entity: Pick<EntityListItem, 'href' | 'podcastTitles' | 'podcastCount'>): string {
  const more = entity.podcastCount - entity.podcastTitles.length;
  const podcasts =
    entity.podcastTitles.length === 0 ? 'linked to no podcast' : entity.podcastTitles.join(', ') + (more > 0 ? ` and ${more} more` : '');
  return [webHost(entity.href), podcasts].filter(Boolean).join(' · ');
}
