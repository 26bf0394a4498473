import type { EntityListItem } from '@soundbites/api-types';

/** The host of an entity's link, "adamcurry.com", which often tells namesakes apart; null without one. */
export function linkHost(href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The podcasts an entity is linked with: "No Agenda, Launched and 2 more"; null when none. */
export function podcastsInWords({ podcastTitles, podcastCount }: Pick<EntityListItem, 'podcastTitles' | 'podcastCount'>): string | null {
  if (podcastTitles.length === 0) return null;
  const more = podcastCount - podcastTitles.length;
  return more > 0 ? `${podcastTitles.join(', ')} and ${more.toLocaleString()} more` : podcastTitles.join(', ');
}

/**
 * What sets one entity apart from others of its name, for pickers and warnings: its kind (where
 * they may differ), its link's host and its podcasts. "person · adamcurry.com · 3 records in No Agenda".
 */
export function entityWhereabouts(
  entity: Pick<EntityListItem, 'href' | 'linkCount' | 'podcastTitles' | 'podcastCount'>,
  kindLabel?: string,
): string {
  const records = entity.linkCount === 1 ? '1 record' : `${entity.linkCount.toLocaleString()} records`;
  const podcasts = podcastsInWords(entity);
  return [kindLabel, linkHost(entity.href), podcasts ? `${records} in ${podcasts}` : entity.linkCount === 0 ? 'linked to nothing' : records]
    .filter(Boolean)
    .join(' · ');
}
