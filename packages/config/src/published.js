// A module of its own: only the share pages use it, and in the main module it would ride in the chunk every page loads.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Sep 21, 2026", or null for no date or one that is not a date. Read in UTC, so the server's
 * look-alike and the app (in the visitor's time zone) print the same words and nothing shifts.
 */
export function publicationDate(iso) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Published Sep 21, 2026", or null (see publicationDate). */
export function publishedOn(iso) {
  const date = publicationDate(iso);
  return date && `Published ${date}`;
}
