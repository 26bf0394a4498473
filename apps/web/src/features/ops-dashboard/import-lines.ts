import { timeAgo } from '../../lib/dates';
import { capitalized, importTally } from '../../lib/import-tally';

// What the dashboard says of imports, a line each: what one did, why it failed, the quiet checks left out.

/** A failed import's error as stored ("feed_not_xml: The feed is …"), without the code staff need not read. */
export function importErrorMessage(error: string): string {
  return error.replace(/^[a-z][a-z_]*: /, '');
}

/**
 * The line under recent imports for the scheduled checks left out of it: "12 scheduled checks in the
 * last day found nothing new; the last finished 3 minutes ago." Null when there were none.
 */
export function quietChecksLine(quiet: { lastDay: number; lastAt: string | null }, now = Date.now()): string | null {
  if (quiet.lastDay === 0 || !quiet.lastAt) return null;
  const when = timeAgo(quiet.lastAt, now);
  return quiet.lastDay === 1
    ? `One scheduled check in the last day found nothing new; it finished ${when}.`
    : `${quiet.lastDay.toLocaleString('en')} scheduled checks in the last day found nothing new; the last finished ${when}.`;
}

type ImportLineInput = {
  status: 'succeeded' | 'not_modified' | 'failed';
  error: string | null;
  stats: Record<string, number> | null;
  /** Whether it wrote a change, as the API judges it. */
  changed: boolean;
};

/** What an import did, in a line: its error, what it added and changed, or that nothing had changed. */
export function importOutcomeLine(item: ImportLineInput): string {
  if (item.error) return importErrorMessage(item.error);
  if (item.status === 'not_modified') return 'The host said nothing had changed since the last fetch.';
  if (!item.changed) return 'Nothing new or changed in the feed.';
  const tally = importTally(item.stats ?? {});
  return tally ? capitalized(tally) : 'People, links or transcripts changed.';
}

/** For a row standing for the same failure again and again: "6 times since 3 hours ago". Null for one import. */
export function repeatsLine(item: { times: number; firstFinishedAt: string }, now = Date.now()): string | null {
  return item.times > 1 ? `${item.times.toLocaleString('en')} times in a row since ${timeAgo(item.firstFinishedAt, now)}` : null;
}
