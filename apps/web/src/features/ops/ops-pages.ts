/** The console's pages: its navigation, the palette's page list and the go-to shortcuts. */
export const OPS_PAGES = [
  { to: '/ops', label: 'Dashboard', key: 'd', description: 'Counts, failing feeds, recent imports; add a podcast' },
  { to: '/ops/podcasts', label: 'Podcasts', key: 'p', description: 'Every podcast with its feed status' },
  { to: '/ops/episodes', label: 'Episodes', key: 'e', description: 'Episodes across all podcasts' },
  { to: '/ops/soundbites', label: 'Soundbites', key: 's', description: 'Curate, publish and hide soundbites' },
  { to: '/ops/entities', label: 'People & topics', key: 'n', description: 'People, organisations, topics and places; add one' },
  { to: '/ops/activity', label: 'Activity', key: 'a', description: 'Every change: who made it, when, and what changed' },
  { to: '/ops/search', label: 'Search', key: 'f', description: 'Search everything, transcripts included' },
] as const;
