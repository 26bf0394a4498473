import { soundbiteDisplayTitle, withShowName } from '@soundbites/config';
import { z } from '@hono/zod-openapi';
import { htmlToText } from './html-text.js';

/**
 * The text and image a chat app shows for a share link. The share page's Open Graph tags
 * and the editor's preview card are both built here, so staff see exactly what will appear.
 */
export const SharePreviewSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
  })
  .openapi('SharePreview');
export type SharePreviewText = z.infer<typeof SharePreviewSchema>;

const EXCERPT_MAX_CHARS = 200;

interface SoundbiteLike {
  title: string;
  excerpt: { text: string };
  episode: { title: string; imageUrl: string | null };
  podcast: { title: string; imageUrl: string | null };
}

export function soundbiteSharePreview(soundbite: SoundbiteLike): SharePreviewText {
  const name = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
  return {
    title: withShow(name, soundbite.podcast.title),
    description:
      truncate(soundbite.excerpt.text.replace(/\s+/g, ' ').trim(), EXCERPT_MAX_CHARS) ||
      describeEpisode(soundbite.episode.title, soundbite.podcast.title),
    imageUrl: soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl,
  };
}

/** "<name> — <show>", the same rule the app uses for the share page's tab title. */
export const withShow = withShowName;

function describeEpisode(episodeTitle: string, podcastTitle: string): string {
  return [episodeTitle, podcastTitle].filter((s) => s.trim()).join(' · ') || 'A moment from a podcast, on Soundbites.';
}

/**
 * An episode link's description: the words of its range when it has a transcript there, else the
 * episode's notes as plain text, else its name and show (which its title names already).
 */
export function describeEpisodeLink(
  episode: { title: string; description: string | null; podcastTitle: string },
  rangeText: string | null,
): string {
  const notes = episode.description ? htmlToText(episode.description) : '';
  const text = (rangeText?.trim() || notes).replace(/\s+/g, ' ').trim();
  return truncate(text, EXCERPT_MAX_CHARS) || describeEpisode(episode.title, episode.podcastTitle);
}

/** A podcast link's description: its notes as plain text, else who makes it and how many episodes it has. */
export function describePodcastLink(podcast: { author: string | null; description: string | null; episodeCount: number }): string {
  const notes = podcast.description ? htmlToText(podcast.description).replace(/\s+/g, ' ').trim() : '';
  if (notes) return truncate(notes, EXCERPT_MAX_CHARS);
  const episodes = podcast.episodeCount === 1 ? '1 episode' : `${podcast.episodeCount} episodes`;
  return [podcast.author ? `A podcast by ${podcast.author}` : 'A podcast', `${episodes}, on Soundbites.`].join(', ');
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
