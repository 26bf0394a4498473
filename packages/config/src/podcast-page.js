// A module of its own: only a podcast's page (the app's and the server's first paint of it) uses it.

/** Episodes a podcast's page lists at first, and adds with each "Show more episodes". */
export const PODCAST_EPISODES_PAGE_SIZE = 20;

/** The query key of a podcast's page; the server's first paint preloads it under the same key. */
export const podcastQueryKey = (id) => ['public', 'podcast', id];

/**
 * The query key of its episodes, a page at a time, in an order (newest first unless asked) and maybe only
 * those found by words of their titles; the server preloads the first page of them all, newest first, under it.
 */
export const podcastEpisodesQueryKey = (id, { q = '', order = 'newest' } = {}) =>
  q || order !== 'newest'
    ? ['public', 'podcast', id, 'episodes', PODCAST_EPISODES_PAGE_SIZE, { q, order }]
    : ['public', 'podcast', id, 'episodes', PODCAST_EPISODES_PAGE_SIZE];

/** A show with more episodes than its page lists at first offers to find one by its title, and to list them oldest first. */
export const offersEpisodeTools = (episodeCount) => episodeCount > PODCAST_EPISODES_PAGE_SIZE;

/** A podcast's name as its page shows it, in its heading, its tab and its link preview; an untitled one says so. */
export const podcastName = (title) => title.trim() || 'An untitled podcast';
