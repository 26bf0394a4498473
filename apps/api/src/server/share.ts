import type { Database } from '../db/client.js';
import { getPublishedSoundbite } from '../routes/public/public.queries.js';
import { escapeHtml } from './html.js';

export interface ShareSoundbite {
  id: string;
  title: string;
  startSeconds: number;
  durationSeconds: number;
  episodeTitle: string;
  podcastTitle: string;
  imageUrl: string | null;
  audioUrl: string | null;
  audioType: string | null;
  excerpt: string;
}

const EXCERPT_MAX_CHARS = 200;

/**
 * A published soundbite with what a link preview shows; null when unknown, draft or
 * hidden. The same query as GET /api/public/soundbites/{id}, so page and API agree.
 */
export async function findShareSoundbite(database: Database, id: string): Promise<ShareSoundbite | null> {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(id)) return null;
  const soundbite = await getPublishedSoundbite(database.db, id);
  if (!soundbite) return null;
  return {
    id: soundbite.id,
    title: soundbite.title,
    startSeconds: soundbite.startSeconds,
    durationSeconds: soundbite.durationSeconds,
    episodeTitle: soundbite.episode.title,
    podcastTitle: soundbite.podcast.title,
    imageUrl: soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl,
    audioUrl: soundbite.episode.audioUrl,
    audioType: soundbite.episode.audioType,
    excerpt: truncate(soundbite.excerpt.text.replace(/\s+/g, ' '), EXCERPT_MAX_CHARS),
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Media fragment so players that honour it start and stop at the soundbite. */
function withTimeFragment(url: string, start: number, end: number): string {
  const base = url.split('#')[0] ?? url;
  const seconds = (n: number) => String(Math.round(n * 1000) / 1000);
  return `${base}#t=${seconds(start)},${seconds(end)}`;
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

export function shareTitle(soundbite: ShareSoundbite): string {
  const name = soundbite.title.trim() || soundbite.episodeTitle.trim() || 'A soundbite';
  return soundbite.podcastTitle.trim() ? `${name} — ${soundbite.podcastTitle.trim()}` : name;
}

/** Open Graph and Twitter tags for a link preview; every value HTML-escaped. */
export function shareMetaTags(soundbite: ShareSoundbite, origin: string): string {
  const title = shareTitle(soundbite);
  const description =
    soundbite.excerpt ||
    [soundbite.episodeTitle, soundbite.podcastTitle].filter((s) => s.trim()).join(' · ') ||
    'A moment from a podcast, on Soundbites.';
  const pageUrl = `${origin}/share?soundbite=${encodeURIComponent(soundbite.id)}`;
  const tags: Array<[attribute: 'property' | 'name', key: string, value: string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Soundbites'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'description', description],
    ['name', 'twitter:card', soundbite.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (soundbite.imageUrl) {
    const image = absolute(soundbite.imageUrl, origin);
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  if (soundbite.audioUrl) {
    const audio = withTimeFragment(
      absolute(soundbite.audioUrl, origin),
      soundbite.startSeconds,
      soundbite.startSeconds + soundbite.durationSeconds,
    );
    tags.push(['property', 'og:audio', audio]);
    if (soundbite.audioType) tags.push(['property', 'og:audio:type', soundbite.audioType]);
  }
  return [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`),
  ].join('');
}

export const SHARE_NOT_FOUND_META = '<meta name="robots" content="noindex">';
