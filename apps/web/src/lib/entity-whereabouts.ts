import type { EntityListItem } from '@soundbites/api-types';
import { webHost } from './web-address';

/** How many records an entity is linked to: "1 record", "14 records". */
export const linkedRecords = (count: number): string => (count === 1 ? '1 record' : `${count.toLocaleString()} records`);

/** The podcasts an entity is linked with: "No Agenda, Launched and 2 more"; null when none. */
export function podcastsInWords({ podcastTitles, podcastCount }: Pick<EntityListItem, 'podcastTitles' | 'podcastCount'>): string | null {
  if (podcastTitles.length === 0) return null;
  const more = podcastCount - podcastTitles.length;
  return more > 0 ? `${podcastTitles.join(', ')} and ${more.toLocaleString()} more` : podcastTitles.join(', ');
}

/** Names as a sentence says them: "Ada", "Ada and Bo", "Ada, Bo and Cy". */
export function namesInWords(named: readonly { name: string }[]): string {
  const names = named.map((one) => one.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What sets one entity apart from others of its name, for pickers and warnings: its kind (where
 * they may differ), its link's host and its podcasts. "person · adamcurry.com · 3 records in No Agenda".
 */
export function entityWhereabouts(
  entity: Pick<EntityListItem, 'href' | 'linkCount' | 'podcastTitles' | 'podcastCount'>,
  kindLabel?: string,
): string {
  const records = linkedRecords(entity.linkCount);
  const podcasts = podcastsInWords(entity);
  return [kindLabel, webHost(entity.href), podcasts ? `${records} in ${podcasts}` : entity.linkCount === 0 ? 'linked to nothing' : records]
    .filter(Boolean)
    .join(' · ');
}
