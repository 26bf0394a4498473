import { NOT_A_FEED_URL } from '../../lib/feed-url';

/**
 * Why a feed could not be added, in staff words. The API's codes name the technical cause;
 * staff need to know whether to fix the URL, ask the host, or give up on the feed.
 */
const REASONS: Record<string, string> = {
  invalid_request: NOT_A_FEED_URL,
  feed_host_refused: 'That address is on a private network (or this machine), so Soundbites will not fetch it.',
  feed_too_large: 'The feed is too large to import.',
  feed_not_xml: 'That address is not a podcast feed: it answers with something else, such as a web page.',
  feed_unsupported_content_type: 'That address is not a podcast feed: it answers with something else, such as a web page.',
  feed_invalid: 'That address answers, but not with a podcast feed Soundbites can read.',
  feed_unsafe_xml: 'The feed uses XML features Soundbites refuses for safety (entity declarations).',
  feed_fetch_failed: 'The feed could not be reached.',
  too_many_redirects: 'The address redirects too many times to reach a feed.',
  feed_timeout: 'The feed host is too slow: it did not answer in time.',
  podcast_already_added: 'That podcast is already here, added from another address of its feed.',
};

export function importFailureReason(code: string | undefined): string {
  return (code && REASONS[code]) ?? 'The podcast could not be added.';
}
