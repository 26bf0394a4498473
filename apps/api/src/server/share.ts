import {
  coversWholeEpisode,
  EMBED_HEIGHT,
  EMBED_WIDTH,
  embedPath,
  episodeRangeName,
  escapeHtml,
  parseShareTime,
  soundbiteDisplayTitle,
  transcriptQueryKey,
} from '@soundbites/config';
import type { Database } from '../db/client.js';
import { publicContentTags } from '../db/content-changes.js';
import {
  getPublicEpisode,
  getPublicPodcast,
  getPublicTranscript,
  getPublishedSoundbite,
  listPublicPodcastEpisodes,
} from '../routes/public/public.queries.js';
import { PODCAST_EPISODES_PAGE_SIZE, podcastEpisodesQueryKey, podcastName, podcastQueryKey } from '@soundbites/config/podcast-page';
import type { PodcastPageView } from './lookalike/podcast.js';
import type { PreloadedQueries } from './pages.js';
import { toExcerpt } from '../lib/schemas.js';
import { describeEpisodeLink, describePodcastLink, soundbiteSharePreview, withShow } from '../lib/share-preview.js';

/** What a link preview shows, whichever kind of share link it is. */
export interface SharePreview {
  /** Path and query of the share page, e.g. /share?soundbite=abc. */
  path: string;
  title: string;
  description: string;
  imageUrl: string | null;
  audioUrl: string | null;
  audioType: string | null;
  /** Seconds of the audio the link is about; the whole episode when absent. */
  range: { start: number; end: number } | null;
  /** What the page shows, for the server's look-alike of it; null for a podcast's page, or a broken range, which the app explains. */
  view: ShareView | null;
  /** A podcast's page, for its look-alike. */
  podcastView?: PodcastPageView;
  /** 404 for a link to an episode whose range cannot be played: the app explains what is wrong with it. */
  status: 200 | 404;
  /** The app's queries for the same data, preloaded so it renders without a round trip. */
  preload: PreloadedQueries;
  /** The soundbite's id, for its embed player; null for an episode range or a podcast. */
  soundbiteId: string | null;
  /** What the page shows, for the public cache. */
  tags: readonly string[];
}

export interface ShareView {
  name: string;
  podcastId: string;
  podcastTitle: string;
  episodeTitle: string;
  artUrl: string | null;
  /** The end is null for a whole episode whose feed gave no length: it ends where its audio does. */
  range: { start: number; end: number | null };
  segments: Array<{ speaker: string | null; text: string }>;
  /** The page plays the whole episode: named by its title alone, its length left to the player. */
  whole: boolean;
  /** Its name names the episode already ("A moment from …"), so no "From …" line repeats it. */
  namesEpisode: boolean;
  /** The episode as a whole in the app's own player; null when the page already plays all of it. */
  fullEpisodePath: string | null;
  /** A soundbite's page offers its embed player's code; an episode range has no player of its own. */
  embeddable: boolean;
  /** When the episode came out, as its feed says; null when the feed does not. */
  publishedAt: string | null;
  /**
   * The episode's notes, under "About this episode" after the transcript lines; null when it has none, or
   * for a whole episode, whose chapters and transcript the app adds above them once it runs.
   */
  descriptionHtml: string | null;
}

/**
 * The whole episode's share page (no range), so "Listen to the full episode" stays in the app's
 * player, whether or not the feed gave the episode's length.
 */
export function fullEpisodePath(episodeId: string, fromSeconds?: number): string {
  // From a moment: the address starts there too, to a tenth of a second, as the app's link does.
  const from = fromSeconds === undefined ? '' : `&t=${Math.round(fromSeconds * 10) / 10}`;
  return `/share?episode=${encodeURIComponent(episodeId)}${from}`;
}

const SOUNDBITE_ID = /^[A-Za-z0-9_-]{1,16}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The preview for a share URL's query, or null when it names nothing public (unknown,
 * draft or hidden soundbite; unknown episode). Uses the same queries as the public
 * API, so the page and the API always agree.
 */
export async function findSharePreview(database: Database, query: URLSearchParams): Promise<SharePreview | null> {
  const soundbiteId = query.get('soundbite');
  if (soundbiteId !== null) {
    return SOUNDBITE_ID.test(soundbiteId) ? soundbitePreview(database, soundbiteId) : null;
  }
  const episodeId = query.get('episode');
  if (episodeId !== null) {
    // Read as the app reads it: blanks around the numbers are ignored, and a blank range is none.
    const t =
      query
        .get('t')
        ?.split(',')
        .map((part) => part.trim())
        .join(',') || null;
    return UUID.test(episodeId) ? episodePreview(database, episodeId, t) : null;
  }
  const podcastId = query.get('podcast');
  if (podcastId !== null) return UUID.test(podcastId) ? podcastPreview(database, podcastId) : null;
  return null;
}

async function soundbitePreview(database: Database, id: string): Promise<SharePreview | null> {
  const soundbite = await getPublishedSoundbite(database.db, id);
  if (!soundbite) return null;
  // The page shows the episode's notes too, read from the episode's own answer, which the app is handed as well.
  const episode = await getPublicEpisode(database.db, soundbite.episode.id);
  return {
    path: `/share?soundbite=${encodeURIComponent(soundbite.id)}`,
    ...soundbiteSharePreview(soundbite),
    audioUrl: soundbite.episode.audioUrl,
    audioType: soundbite.episode.audioType,
    range: { start: soundbite.startSeconds, end: soundbite.startSeconds + soundbite.durationSeconds },
    view: {
      name: soundbiteDisplayTitle(soundbite.title, soundbite.episode.title),
      podcastId: soundbite.podcast.id,
      podcastTitle: soundbite.podcast.title,
      episodeTitle: soundbite.episode.title,
      artUrl: soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl,
      range: { start: soundbite.startSeconds, end: soundbite.startSeconds + soundbite.durationSeconds },
      segments: soundbite.excerpt.segments,
      whole: false,
      namesEpisode: false,
      fullEpisodePath: fullEpisodePath(soundbite.episode.id, soundbite.startSeconds),
      embeddable: true,
      publishedAt: soundbite.episode.publishedAt,
      descriptionHtml: episode?.description ?? null,
    },
    status: 200,
    preload: [
      [['public', 'soundbite', id], soundbite],
      ...(episode ? [[['public', 'episode', episode.id], episode] as PreloadedQueries[number]] : []),
    ],
    soundbiteId: soundbite.id,
    tags: publicContentTags.soundbite(soundbite),
  };
}

/** An episode's share page: the range in `t`, or the whole episode when there is none. */
async function episodePreview(database: Database, id: string, t: string | null): Promise<SharePreview | null> {
  const episode = await getPublicEpisode(database.db, id);
  if (!episode) return null;
  const length = episode.durationSeconds;
  const parsed = t === null ? null : parseShareTime(t);
  const validRange = parsed?.ok && parsed.endSeconds !== null ? { start: parsed.startSeconds, end: parsed.endSeconds } : null;
  // A start alone ("t=65") is the whole episode, played on from there.
  const linkStart = parsed?.ok && parsed.endSeconds === null ? parsed.startSeconds : null;
  // A range that cannot be played has no view: the app explains what is wrong with it.
  const playable: ShareView['range'] | null =
    t === null || (linkStart !== null && (length === null || linkStart < length))
      ? { start: 0, end: length }
      : validRange && (length === null || validRange.start < length)
        ? { start: validRange.start, end: Math.min(validRange.end, length ?? Infinity) }
        : null;
  const whole = t === null || linkStart !== null || (validRange !== null && coversWholeEpisode(validRange.start, validRange.end, length));
  // A range's page shows the transcript lines it covers, as a soundbite's shows its excerpt; a whole episode's
  // transcript may run to thousands of lines, which the app loads after the page is up.
  const part = playable && !whole && playable.end !== null ? { from: playable.start, to: playable.end } : null;
  const segments = part ? ((await getPublicTranscript(database.db, id, part)) ?? []) : [];
  const tParameter = validRange
    ? `&t=${formatSeconds(validRange.start)},${formatSeconds(validRange.end)}`
    : linkStart !== null
      ? `&t=${formatSeconds(linkStart)}`
      : '';
  return {
    path: `/share?episode=${encodeURIComponent(episode.id)}${tParameter}`,
    title: withShow(episode.title.trim() || 'An episode', episode.podcast.title),
    description: describeEpisodeLink(
      { title: episode.title, description: episode.description, podcastTitle: episode.podcast.title },
      part ? toExcerpt(segments).text : null,
    ),
    imageUrl: episode.imageUrl ?? episode.podcast.imageUrl,
    audioUrl: episode.audioUrl,
    audioType: episode.audioType,
    range: validRange,
    view: playable
      ? {
          name: episodeRangeName(episode.title, whole),
          podcastId: episode.podcast.id,
          podcastTitle: episode.podcast.title,
          episodeTitle: episode.title,
          artUrl: episode.imageUrl ?? episode.podcast.imageUrl,
          range: playable,
          segments,
          whole,
          namesEpisode: true,
          // Already the whole episode: a link to "the full episode" would lead back here.
          fullEpisodePath: whole ? null : fullEpisodePath(episode.id, playable.start),
          embeddable: false,
          publishedAt: episode.publishedAt,
          descriptionHtml: whole ? null : episode.description,
        }
      : null,
    status: playable ? 200 : 404,
    preload: [
      [['public', 'episode', id], episode],
      ...(part ? [[transcriptQueryKey(id, part), segments] as PreloadedQueries[number]] : []),
    ],
    soundbiteId: null,
    tags: publicContentTags.podcast(episode.podcast.id),
  };
}

/** A podcast's page: the show, its newest soundbites and its episodes, which the app lists (no look-alike). */
async function podcastPreview(database: Database, id: string): Promise<SharePreview | null> {
  const [podcast, episodes] = await Promise.all([
    getPublicPodcast(database.db, id),
    listPublicPodcastEpisodes(database.db, id, { page: 1, pageSize: PODCAST_EPISODES_PAGE_SIZE }),
  ]);
  if (!podcast || !episodes) return null;
  return {
    path: `/share?podcast=${encodeURIComponent(podcast.id)}`,
    title: podcastName(podcast.title),
    description: describePodcastLink(podcast),
    imageUrl: podcast.imageUrl,
    audioUrl: null,
    audioType: null,
    range: null,
    view: null,
    podcastView: { podcast, episodes },
    status: 200,
    preload: [
      [[...podcastQueryKey(id)], podcast],
      // As the app keeps a list it pages through: its pages so far, and the page numbers they were asked with.
      [[...podcastEpisodesQueryKey(id)], { pages: [episodes], pageParams: [1] }],
    ],
    soundbiteId: null,
    tags: publicContentTags.podcast(podcast.id),
  };
}

const formatSeconds = (n: number) => String(Math.round(n * 1000) / 1000);

/** Media fragment so players that honour it start and stop at the shared range. */
function withTimeFragment(url: string, range: { start: number; end: number }): string {
  const base = url.split('#')[0] ?? url;
  return `${base}#t=${formatSeconds(range.start)},${formatSeconds(range.end)}`;
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** Open Graph and Twitter tags for a link preview; every value HTML-escaped. */
export function shareMetaTags(preview: SharePreview, origin: string): string {
  const pageUrl = `${origin}${preview.path}`;
  const tags: MetaTag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Soundbites'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', preview.soundbiteId ? 'player' : preview.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.imageUrl) {
    const image = absolute(preview.imageUrl, origin);
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  if (preview.soundbiteId) {
    tags.push(
      ['name', 'twitter:player', `${origin}${embedPath(preview.soundbiteId)}`],
      ['name', 'twitter:player:width', String(EMBED_WIDTH)],
      ['name', 'twitter:player:height', String(EMBED_HEIGHT)],
    );
  }
  if (preview.audioUrl) {
    const audio = absolute(preview.audioUrl, origin);
    tags.push(['property', 'og:audio', preview.range ? withTimeFragment(audio, preview.range) : audio]);
    if (preview.audioType) tags.push(['property', 'og:audio:type', preview.audioType]);
  }
  return [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    ...(preview.soundbiteId
      ? [
          `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(`${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`)}" title="${escapeHtml(preview.title)}">`,
        ]
      : []),
    ...renderMetaTags(tags),
  ].join('');
}

type MetaTag = [attribute: 'property' | 'name', key: string, value: string];

const renderMetaTags = (tags: MetaTag[]) =>
  tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`);

/** The link preview of a page that is not one soundbite's or episode's (the home page, the legal pages): the site's name, the page's words, the logo. */
export function sitePageMetaTags(page: { title: string; description: string; path: string }, origin: string): string {
  const url = `${origin}${page.path}`;
  const image = `${origin}/icons/icon-512.png`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...renderMetaTags([
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'Soundbites'],
      ['property', 'og:title', page.title],
      ['property', 'og:description', page.description],
      ['property', 'og:url', url],
      ['property', 'og:image', image],
      ['name', 'twitter:card', 'summary'],
      ['name', 'twitter:title', page.title],
      ['name', 'twitter:description', page.description],
      ['name', 'twitter:image', image],
    ]),
  ].join('');
}

export const SHARE_NOT_FOUND_META = '<meta name="robots" content="noindex">';
