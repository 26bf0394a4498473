import { sql, type SQL } from 'drizzle-orm';

/** Most podcast titles a list item or a search hit names; `podcastCount` says how many there are in all. */
export const LIST_PODCAST_TITLES = 3;

/**
 * Each of an entity's links with the podcast it belongs to, whether the link names the podcast, one
 * of its episodes or one of its soundbites (as `linked_podcast_id`).
 */
export const LINKS_WITH_PODCAST = sql.raw(`entity_links l
    left join episodes e on e.id = l.episode_id
    left join soundbites s on s.id = l.soundbite_id
    left join episodes se on se.id = s.episode_id
    cross join lateral (select coalesce(l.podcast_id, e.podcast_id, se.podcast_id) as linked_podcast_id) lp`);

/**
 * The titles of the podcasts the entity whose id is `entityId` (a column of the outer query) is
 * linked with, in alphabetical order: what tells two people of the same name apart.
 */
export function podcastTitlesOf(entityId: SQL) {
  return sql<string[]>`(
  select coalesce(array_agg(t.title order by lower(t.title)), '{}') from (
    select distinct p.title from ${LINKS_WITH_PODCAST}
    join podcasts p on p.id = lp.linked_podcast_id
    where l.entity_id = ${entityId}
  ) t
)`;
}
