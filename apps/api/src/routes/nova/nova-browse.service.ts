import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { entities, entityLinks, episodes, podcasts, soundbites } from '../../db/schema.js';
import { similarTerms } from '../../db/similar-terms.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/schemas.js';
import { episodeCountOf, listedPodcast, listenerPodcastColumns, newestEpisodesFirst } from '../../lib/listener-podcast.js';
import { pageWindow } from '../../lib/pagination.js';
import { allWordsIn, anyWordIn, queryWords } from '../../lib/word-search.js';
import { CANDIDATES_PER_WORD, correctedQueries, likeliestFirst } from './corrections.js';
import { feedRows, novaColumns, toNovaSoundbite } from './nova.service.js';

/**
 * What listeners may find: published soundbites, podcasts that are not withdrawn (paused)
 * and the people who appear in them. Only listener-facing fields are selected, never
 * drafts, hidden records, feed URLs, errors or who created what.
 */

/** The most podcasts a person's card names. */
const PODCASTS_PER_PERSON = 5;

/**
 * A soundbite in whose range every word of the query is said: each in some transcript line that
 * overlaps it (its words or its speaker), as the lines' full-text index has them, though not
 * necessarily in the same line. Lines saying any of the words are found by that index first and
 * joined to the soundbites around them, once for the whole query, rather than a transcript read for
 * every soundbite; a soundbite qualifies when its lines say every word.
 */
function saidInRange(q: string): SQL {
  // A "word" of punctuation alone says nothing and would match no line.
  const words = queryWords(q).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return sql`false`;
  // The search runs as it is typed: the last word may be typed halfway ("lighth" for "lighthouse"),
  // from three letters on (fewer would start most words said).
  const last = words.at(-1)!;
  const typedHalfway = /^[\p{L}\p{N}]{3,}$/u.test(last) ? last : null;
  const said = (word: string) =>
    word === typedHalfway ? sql`to_tsquery('simple', ${`'${word}':*`})` : sql`plainto_tsquery('simple', ${word})`;
  return sql`${soundbites.id} in (
    select s2.id from transcript_segments seg
    join soundbites s2 on s2.episode_id = seg.episode_id
      and seg.start_seconds < s2.start_seconds + s2.duration_seconds and seg.end_seconds > s2.start_seconds
    where seg.search_vector @@ (${sql.join(words.map(said), sql` || `)})
      and s2.status = 'published'
    group by s2.id
    having ${sql.join(
      words.map((word) => sql`bool_or(seg.search_vector @@ ${said(word)})`),
      sql` and `,
    )})`;
}

// Correlated subqueries name the outer row in full: Drizzle leaves columns of a
// single-table select unqualified, and a bare "id" would bind to the subquery's own table.

/**
 * FROM … WHERE over a person's links, each resolved to its podcast (`p`): only podcasts
 * that are not paused, and soundbite links only to published soundbites.
 */
function listedAppearances(entityId: SQL): SQL {
  return sql`from ${entityLinks} l
    left join episodes e on e.id = l.episode_id
    left join soundbites s on s.id = l.soundbite_id
    left join episodes se on se.id = s.episode_id
    join podcasts p on p.id = coalesce(l.podcast_id, e.podcast_id, se.podcast_id)
    where l.entity_id = ${entityId} and p.status <> 'paused'
      and (l.soundbite_id is null or s.status = 'published')`;
}

/** Published soundbites of an episode (the outer row's). */
const publishedSoundbitesOf = (episodeId: SQL) =>
  sql<number>`(select count(*)::int from soundbites s where s.episode_id = ${episodeId} and s.status = 'published')`;

export async function searchListenerContent(db: Db, uid: string, q: string, limit: number) {
  const columns = novaColumns(uid);
  const [soundbiteRows, podcastRows, episodeRows, personRows] = await Promise.all([
    feedRows(db, columns)
      .where(
        and(
          eq(soundbites.status, 'published'),
          listedPodcast,
          or(allWordsIn(sql`concat_ws(' ', ${soundbites.title}, ${episodes.title}, ${podcasts.title})`, q), saidInRange(q)),
        ),
      )
      .orderBy(sql`${episodes.publishedAt} desc nulls last`, desc(soundbites.createdAt), desc(soundbites.id))
      .limit(limit),
    db
      .select({
        id: podcasts.id,
        title: podcasts.title,
        author: podcasts.author,
        imageUrl: podcasts.imageUrl,
        soundbiteCount: sql<number>`(select count(*)::int from soundbites s join episodes e on e.id = s.episode_id
          where e.podcast_id = "podcasts"."id" and s.status = 'published')`,
      })
      .from(podcasts)
      .where(and(listedPodcast, allWordsIn(sql`concat_ws(' ', ${podcasts.title}, ${podcasts.author})`, q)))
      // Those with something to hear first, then by name.
      .orderBy(
        sql`exists (select 1 from soundbites s join episodes e on e.id = s.episode_id
          where e.podcast_id = "podcasts"."id" and s.status = 'published') desc`,
        podcasts.title,
        podcasts.id,
      )
      .limit(limit),
    db
      .select({
        id: episodes.id,
        title: episodes.title,
        publishedAt: episodes.publishedAt,
        durationSeconds: episodes.durationSeconds,
        soundbiteCount: publishedSoundbitesOf(sql`${episodes.id}`),
        podcast: { id: podcasts.id, title: podcasts.title, author: podcasts.author, imageUrl: podcasts.imageUrl },
      })
      .from(episodes)
      .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
      .where(
        and(
          listedPodcast,
          // "no agenda 1393" finds episode 1393 of No Agenda; "no agenda" alone finds the podcast, not all its episodes.
          allWordsIn(sql`concat_ws(' ', ${episodes.title}, ${podcasts.title})`, q),
          anyWordIn(sql`${episodes.title}`, q),
        ),
      )
      .orderBy(...newestEpisodesFirst)
      .limit(limit),
    db
      .select({
        id: entities.id,
        name: entities.name,
        imageUrl: entities.imageUrl,
        podcasts: sql<{ id: string; title: string }[]>`coalesce((
          select json_agg(json_build_object('id', p.id, 'title', p.title) order by p.title)
          from (select distinct p.id, p.title ${listedAppearances(sql.raw('"entities"."id"'))} limit ${PODCASTS_PER_PERSON}) p
        ), '[]'::json)`,
      })
      .from(entities)
      .where(
        and(
          eq(entities.kind, 'person'),
          sql`${entities.mergedIntoId} is null`,
          allWordsIn(sql`${entities.name}`, q),
          // Only people who appear in something a listener can open.
          sql`exists (select 1 ${listedAppearances(sql.raw('"entities"."id"'))})`,
        ),
      )
      .orderBy(entities.name, entities.id)
      .limit(limit),
  ]);
  return {
    query: q.trim(),
    soundbites: soundbiteRows.map(toNovaSoundbite),
    podcasts: podcastRows,
    episodes: episodeRows.map((episode) => ({ ...episode, publishedAt: iso(episode.publishedAt) })),
    people: onePerName(personRows),
  };
}

type ListenerSearchResult = Awaited<ReturnType<typeof searchListenerContent>>;

const foundAnything = (result: ListenerSearchResult) =>
  result.soundbites.length + result.podcasts.length + result.episodes.length + result.people.length > 0;

/**
 * The listener's search, forgiving a typo: a query that finds nothing is tried again with each word
 * the search dictionary does not know replaced by a similar word it does (the likeliest first, a few
 * at most), and what the first of those finds is answered with the query it answers. A correction
 * is offered only when it finds something a listener may see, so it never names a word known only
 * from a draft or a hidden record.
 */
export async function searchForListener(database: Database, uid: string, q: string, limit: number) {
  const typed = await searchListenerContent(database.db, uid, q, limit);
  if (foundAnything(typed)) return { ...typed, correctedQuery: null };
  const words = queryWords(q).map((word) => word.toLowerCase());
  const similar = likeliestFirst(await similarTerms(database, words, CANDIDATES_PER_WORD));
  if (similar.size === 0) return { ...typed, correctedQuery: null };
  for (const correctedQuery of correctedQueries(words, similar)) {
    const corrected = await searchListenerContent(database.db, uid, correctedQuery, limit);
    if (foundAnything(corrected)) return { ...corrected, query: typed.query, correctedQuery };
  }
  return { ...typed, correctedQuery: null };
}

/**
 * One card per name, naming the podcasts of everyone so called: feeds list a person several times
 * over (another profile link, another role, another show's feed), which staff may keep apart, but a
 * listener could not tell the copies apart and has nothing to choose between.
 */
function onePerName<T extends { name: string; podcasts: { id: string; title: string }[] }>(people: T[]): T[] {
  const byName = new Map<string, T>();
  for (const person of people) {
    const key = person.name.trim().toLowerCase();
    const first = byName.get(key);
    if (!first) {
      byName.set(key, person);
      continue;
    }
    const podcasts = new Map([...first.podcasts, ...person.podcasts].map((podcast) => [podcast.id, podcast]));
    const merged = [...podcasts.values()].sort((a, b) => a.title.localeCompare(b.title)).slice(0, PODCASTS_PER_PERSON);
    byName.set(key, { ...first, podcasts: merged });
  }
  return [...byName.values()];
}

const EPISODES_SHOWN = 50;
const SOUNDBITES_SHOWN = 100;

/** The columns of an episode as listeners see it. */
const listenerEpisodeColumns = {
  id: episodes.id,
  title: episodes.title,
  publishedAt: episodes.publishedAt,
  durationSeconds: episodes.durationSeconds,
  soundbiteCount: publishedSoundbitesOf(sql.raw('"episodes"."id"')),
};

/** A podcast's episodes, newest first (the id breaks ties, so pages never overlap). */
const podcastEpisodes = (db: Db, podcastId: string) =>
  db
    .select(listenerEpisodeColumns)
    .from(episodes)
    .where(eq(episodes.podcastId, podcastId))
    .orderBy(...newestEpisodesFirst);

const toListenerEpisode = <Row extends { publishedAt: Date | null }>(row: Row) => ({ ...row, publishedAt: iso(row.publishedAt) });

/** A podcast listeners may see, or 404: paused ones are not listed. */
async function assertListedPodcast(db: Db, podcastId: string): Promise<void> {
  const [row] = await db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(and(eq(podcasts.id, podcastId), listedPodcast));
  if (!row) throw notFound(`Podcast ${podcastId}`);
}

/** A podcast as a listener sees it: its published soundbites, its latest episodes and how many it has. */
export async function getListenerPodcast(db: Db, uid: string, podcastId: string) {
  const [podcast] = await db
    .select({
      ...listenerPodcastColumns,
      following: sql<boolean>`exists (select 1 from followed_podcasts fp where fp.uid = ${uid} and fp.podcast_id = "podcasts"."id")`,
    })
    .from(podcasts)
    .where(and(eq(podcasts.id, podcastId), listedPodcast));
  if (!podcast) throw notFound(`Podcast ${podcastId}`);
  const columns = novaColumns(uid);
  const [soundbiteRows, episodeRows, episodeCount] = await Promise.all([
    feedRows(db, columns)
      .where(and(eq(soundbites.status, 'published'), eq(podcasts.id, podcastId)))
      .orderBy(sql`${episodes.publishedAt} desc nulls last`, soundbites.startSeconds, soundbites.id)
      .limit(SOUNDBITES_SHOWN),
    podcastEpisodes(db, podcastId).limit(EPISODES_SHOWN),
    episodeCountOf(db, podcastId),
  ]);
  return {
    podcast,
    soundbites: soundbiteRows.map(toNovaSoundbite),
    episodes: episodeRows.map(toListenerEpisode),
    episodeCount,
  };
}

/** A page of a listed podcast's episodes, in the order its page shows them. */
export async function listListenerEpisodes(db: Db, podcastId: string, page: { page: number; pageSize: number }) {
  await assertListedPodcast(db, podcastId);
  const { limit, offset } = pageWindow(page);
  const [rows, total] = await Promise.all([podcastEpisodes(db, podcastId).limit(limit).offset(offset), episodeCountOf(db, podcastId)]);
  return { items: rows.map(toListenerEpisode), total, ...page };
}
