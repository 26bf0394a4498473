/**
 * The console's pages, and Nova beside them: its navigation, the palette's page list and the go-to shortcuts. `records` is
 * where the list's records open (`/ops/podcast/{id}` for Podcasts): the navigation shows that section
 * as the current one there too.
 */
export const OPS_PAGES = [
  { to: '/ops', label: 'Dashboard', key: 'd', description: 'Counts, failing feeds, recent imports; add a podcast' },
  { to: '/ops/podcasts', label: 'Podcasts', key: 'p', description: 'Every podcast with its feed status', records: '/ops/podcast/' },
  { to: '/ops/episodes', label: 'Episodes', key: 'e', description: 'Episodes across all podcasts', records: '/ops/episode/' },
  { to: '/ops/soundbites', label: 'Soundbites', key: 's', description: 'Curate, publish and hide soundbites', records: '/ops/soundbite/' },
  {
    to: '/ops/entities',
    label: 'People & topics',
    key: 'n',
    description: 'People, organisations, topics and places; add one',
    records: '/ops/entity/',
  },
  { to: '/ops/activity', label: 'Activity', key: 'a', description: 'Every change: who made it, when, and what changed' },
  { to: '/ops/search', label: 'Search', key: 'f', description: 'Search everything, transcripts included' },
  // The listener app, outside the console: staff try what listeners will get there.
  { to: '/nova', label: 'Nova', key: 'v', description: 'The listener app (beta)' },
] as const;

/**
 * The navigation entry a record's page belongs to (`/ops/podcast/{id}` → Podcasts), or undefined on
 * the lists themselves and elsewhere, where the link to the page itself is the current one.
 */
export function sectionOf(pathname: string): (typeof OPS_PAGES)[number] | undefined {
  return OPS_PAGES.find((page) => 'records' in page && pathname.startsWith(page.records));
}
