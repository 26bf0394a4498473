import { eq } from 'drizzle-orm';
import type { Actor } from '../audit/audit.js';
import { writeAudit } from '../audit/audit.js';
import type { Db, Tx } from '../db/client.js';
import { podcasts } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import { lockFeed, tryLockFeedImports } from './feed-lock.js';
import type { IngestDeps } from './import.js';
import type { ParsedFeed } from './parse-feed.js';
import { streamFeed } from './parser-thread.js';
import { FeedParseError } from './feed-document.js';
import { feedErrors, parseFeedUrl, safeFetch } from './safe-fetch.js';

/**
 * Podcast apps follow a feed that moves, so a publisher who changes hosts keeps every subscriber.
 * A feed says it has moved in two ways: its old address redirects for good (HTTP 301 or 308), or
 * the feed names its new address (itunes:new-feed-url). A redirect is the host's own word and the
 * feed was fetched through it, so it is followed at once. A named address is only the feed's
 * text: it is followed once it answers with the same podcast (the same podcast:guid, or without
 * one the same title), so a typo or a dead host never takes a podcast away from a working feed.
 */
export interface FeedMove {
  to: string;
  reason: string;
}

const DECLARED = 'The feed names its new address (itunes:new-feed-url)';
const REDIRECTED = 'Its old address redirects here for good (HTTP 301 or 308)';

/** `candidate` as a feed address a podcast can move to from `from`, or null when it is none. */
function moveTo(from: string, candidate: string | null, reason: string): FeedMove | null {
  if (!candidate) return null;
  try {
    const to = parseFeedUrl(candidate, 'redirect').href;
    return to === from ? null : { to, reason };
  } catch {
    return null;
  }
}

/** Where permanent redirects took a fetch of `from`, as a move. */
export const redirectMove = (from: string, redirectedTo: string | null) => moveTo(from, redirectedTo, REDIRECTED);

/** The address a feed fetched from `from` names as its new one, as a move. */
export const declaredMove = (from: string, declared: string | null) => moveTo(from, declared, DECLARED);

type PodcastIdentity = { guid: string | null; title: string };

/** Two feeds are the same podcast when their podcast:guid agree, or, lacking one, their titles. */
function samePodcast(a: PodcastIdentity, b: PodcastIdentity): boolean {
  if (a.guid && b.guid) return a.guid === b.guid;
  return a.title.trim().toLowerCase() === b.title.trim().toLowerCase();
}

async function podcastAt(tx: Db | Tx, feedUrl: string) {
  const [found] = await tx
    .select({ id: podcasts.id, title: podcasts.title, feedUrl: podcasts.feedUrl, guid: podcasts.podcastGuid })
    .from(podcasts)
    .where(eq(podcasts.feedUrl, feedUrl))
    .limit(1);
  return found ?? null;
}

/**
 * A feed being added whose new address is a podcast already here would make that podcast twice:
 * refused, naming the podcast there is. A redirect's target is that podcast whatever it is called;
 * a named address only when the podcast there is the same one.
 */
export async function refuseFeedMovedToKnown(tx: Tx, feedUrl: string, redirectedTo: string | null, feed: ParsedFeed['podcast']) {
  for (const move of [redirectMove(feedUrl, redirectedTo), declaredMove(feedUrl, feed.newFeedUrl)]) {
    if (!move) continue;
    const known = await podcastAt(tx, move.to);
    if (!known || (move.reason === DECLARED && !samePodcast(known, feed))) continue;
    throw new ApiError(
      409,
      'podcast_already_added',
      `This feed has moved to ${known.feedUrl}, where “${known.title || 'Untitled podcast'}” is already added.`,
      { podcastId: known.id, feedUrl: known.feedUrl },
    );
  }
}

/**
 * Gives the podcast its feed's new address, in `tx`, which holds the old address's lock; audited
 * with the reason. Left for a later refresh when an import of the new address is under way (its
 * lock is not waited for: two feeds moving into each other would wait on each other), and not done
 * at all when another podcast has the new address. Returns whether it moved.
 */
export async function moveFeed(tx: Tx, podcast: { id: string; title: string; feedUrl: string }, move: FeedMove, actor: Actor) {
  if (!(await tryLockFeedImports(tx, move.to))) return false;
  if (await podcastAt(tx, move.to)) return false;
  await tx.update(podcasts).set({ feedUrl: move.to, updatedAt: new Date() }).where(eq(podcasts.id, podcast.id));
  await writeAudit(tx, actor, {
    action: 'podcast.move',
    recordType: 'podcast',
    recordId: podcast.id,
    before: { title: podcast.title, feedUrl: podcast.feedUrl },
    after: { title: podcast.title, feedUrl: move.to, reason: move.reason },
  });
  return true;
}

/**
 * The podcast a feed address serves now (its channel read, the items not), or the reason it serves
 * none: the fetch's or the parser's error, as for an import.
 */
export async function readPodcastAt(deps: IngestDeps, url: string): Promise<PodcastIdentity> {
  const fetched = await safeFetch(url, { env: deps.env, expect: 'feed' });
  if (fetched.status !== 'ok') throw feedErrors.unaskedNotModified();
  try {
    const stream = await streamFeed(fetched.body, new Map(), { handOver: true });
    stream.cancel();
    return stream.podcast;
  } catch (error) {
    if (error instanceof FeedParseError) throw new ApiError(422, error.code, error.message);
    throw error;
  }
}

/** The podcast a feed address serves now, or null when it serves none (any failure, any error). */
const podcastServedAt = (deps: IngestDeps, url: string) => readPodcastAt(deps, url).catch(() => null);

/**
 * A podcast's feed URL changed by hand must serve a feed, and not another podcast's: checked
 * before anything is written, so a typo or a dead address never breaks a podcast that works.
 * Where both feeds have a podcast:guid it decides. Without one, the titles are compared, but a
 * podcast may be renamed when it moves, so staff may accept another title once they have been
 * told it (`acceptOtherTitle`). Refusals name the field.
 */
export async function confirmNewFeedUrl(
  deps: IngestDeps,
  podcastId: string,
  feedUrl: string,
  { acceptOtherTitle = false }: { acceptOtherTitle?: boolean } = {},
): Promise<void> {
  const { db } = deps.database;
  const to = parseFeedUrl(feedUrl).href;
  const [podcast] = await db
    .select({ feedUrl: podcasts.feedUrl, guid: podcasts.podcastGuid, title: podcasts.title })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId))
    .limit(1);
  if (!podcast || podcast.feedUrl === to) return;
  // Known here without asking the network.
  const taken = await podcastAt(db, to);
  if (taken) throw feedUrlTakenBy(taken);
  let there: PodcastIdentity;
  try {
    there = await readPodcastAt(deps, to);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = `${error.message.replace(/[.\s]*$/, '')}. The feed URL was not changed.`;
    throw new ApiError(error.status, error.code, message, [{ field: 'feedUrl', message }]);
  }
  if (podcast.guid && there.guid && podcast.guid !== there.guid) {
    const [known] = await db
      .select({ id: podcasts.id, title: podcasts.title, feedUrl: podcasts.feedUrl })
      .from(podcasts)
      .where(eq(podcasts.podcastGuid, there.guid))
      .limit(1);
    if (known)
      throw feedUrlTakenBy(known, `That address serves “${known.title || 'Untitled podcast'}”, already added from ${known.feedUrl}.`);
    const message = `That address serves another podcast, “${there.title || 'untitled'}” (its podcast:guid differs). The feed URL was not changed.`;
    throw new ApiError(409, 'feed_of_another_podcast', message, [{ field: 'feedUrl', message }]);
  }
  if (!acceptOtherTitle && !samePodcast(podcast, there)) {
    const message =
      `That address serves “${there.title || 'an untitled podcast'}”, not “${podcast.title || 'Untitled podcast'}”. ` +
      'If the podcast was renamed, accept the new title to change the address. The feed URL was not changed.';
    throw new ApiError(409, 'feed_title_differs', message, [{ field: 'feedUrl', message }]);
  }
}

/**
 * A feed URL staff gave a podcast that belongs to another one here, named with the way to it
 * (`details.podcastId`); nothing changed.
 */
export function feedUrlTakenBy(
  other: { id: string; title: string; feedUrl: string },
  saying = `“${other.title || 'Untitled podcast'}” is already added from ${other.feedUrl}.`,
): ApiError {
  return new ApiError(409, 'podcast_already_added', `${saying} The feed URL was not changed.`, {
    podcastId: other.id,
    feedUrl: other.feedUrl,
  });
}

/**
 * After an import, follows the address the feed named as its new one once it answers with the same
 * podcast (see FeedMove). Returns the podcast's new address, or null when it stays where it is.
 */
export async function followDeclaredMove(deps: IngestDeps, podcastId: string, declared: string, actor: Actor): Promise<string | null> {
  const { db } = deps.database;
  const [podcast] = await db
    .select({ id: podcasts.id, title: podcasts.title, feedUrl: podcasts.feedUrl, guid: podcasts.podcastGuid })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId))
    .limit(1);
  const move = podcast ? declaredMove(podcast.feedUrl, declared) : null;
  if (!podcast || !move) return null;
  if (await podcastAt(db, move.to)) return null;
  const there = await podcastServedAt(deps, move.to);
  if (!there || !samePodcast(podcast, there)) return null;
  return db.transaction(async (tx) => {
    const current = await lockFeed(tx, podcast.feedUrl);
    return current?.id === podcast.id && (await moveFeed(tx, current, move, actor)) ? move.to : null;
  });
}
