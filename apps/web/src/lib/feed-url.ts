/** Why a typed address cannot be a feed URL, in the words the API's refusal uses. */
export const NOT_A_FEED_URL = 'That is not a web address. A feed URL starts with http:// or https://.';

/** What is wrong with a typed feed URL before it is sent, or null: the same rules as the server's. */
export function feedUrlProblem(typed: string): string | null {
  if (!typed) return 'Enter the feed’s web address.';
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return NOT_A_FEED_URL;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return NOT_A_FEED_URL;
  return url.username || url.password ? 'A feed URL cannot carry a user name or password.' : null;
}

/** A feed URL without its scheme: the part that tells feeds apart. */
export function feedAddress(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, '');
}
