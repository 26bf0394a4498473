// How the share pages word when an episode came out and how long it is (the app's and the server's first paint of them).
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

/** An episode's length as a list names it: "45 s", "59 min", "1 h 5 min" (whole minutes, rounded); null when not known. */
export function episodeLength(seconds) {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 59.5) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}
