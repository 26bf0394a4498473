import { episodeRangeName, soundbiteDisplayTitle } from '@soundbites/config';
import { episodeLength, publicationDate } from '@soundbites/config/published';
import { SEARCH_QUERY_MAX_LENGTH } from '@soundbites/config';
import { offersEpisodeTools, podcastName } from '@soundbites/config/podcast-page';
import type { PublicSoundbiteDto } from '../../lib/schemas.js';
import type { getPublicPodcast, listPublicPodcastEpisodes } from '../../routes/public/public.queries.js';
import { anchor, divider, escapeHtml, formatClock, group, mantineButton, stack, tag, text, title, WEB_SHARE_BUTTON } from './markup.js';
import { notesSection, shareCard } from './share.js';

/** What a podcast's page shows, as the app's PodcastView draws it from the same answers (the public API's). */
export interface PodcastPageView {
  podcast: NonNullable<Awaited<ReturnType<typeof getPublicPodcast>>>;
  /** The first page of its episodes, and how many there are in all. */
  episodes: NonNullable<Awaited<ReturnType<typeof listPublicPodcastEpisodes>>>;
}

const LIST_RESET = ['list-style: none', 'margin: 0px', 'padding: 0px'];
const EPISODE_RULE = 'border-top: 1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))';
const SECTION_TITLE = ['font-size: var(--mantine-font-size-lg)'];

const episodeCount = (count: number) => (count === 1 ? '1 episode' : `${count.toLocaleString('en-US')} episodes`);

function section(id: string, heading: string, content: string, gap: 'xs' | 'sm'): string {
  return stack(gap, title(2, heading, { attrs: { id }, style: SECTION_TITLE }) + content, {
    tag: 'section',
    attrs: { 'aria-labelledby': id },
  });
}

function soundbitesSection(soundbites: PublicSoundbiteDto[]): string {
  const items = soundbites
    .map((soundbite) =>
      tag(
        'li',
        {},
        anchor(
          `/share?soundbite=${encodeURIComponent(soundbite.id)}`,
          escapeHtml(soundbiteDisplayTitle(soundbite.title, soundbite.episode.title)),
          {
            style: ['font-weight: 600'],
          },
        ) +
          text(`From ${escapeHtml(episodeRangeName(soundbite.episode.title, true))} · ${formatClock(soundbite.durationSeconds)} long`, {
            size: 'sm',
            dimmed: true,
          }),
      ),
    )
    .join('');
  return section('podcast-soundbites-heading', 'Latest soundbites', stack('sm', items, { tag: 'ul', style: LIST_RESET }), 'xs');
}

/** The app's "Find an episode" box (Mantine's TextInput) and "Oldest first", as the app first draws them: empty, not pressed. */
function episodeTools(): string {
  const searchBox = tag(
    'div',
    {
      class: 'm_46b77525 mantine-InputWrapper-root mantine-TextInput-root',
      'data-size': 'sm',
      style: 'flex: 1 1 160px; max-width: calc(22.5rem * var(--mantine-scale))',
    },
    tag(
      'div',
      {
        class: 'm_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper',
        'data-variant': 'default',
        'data-size': 'sm',
        style: '--input-height: var(--input-height-sm); --input-fz: var(--mantine-font-size-sm)',
      },
      tag('input', {
        class: 'm_8fb7ebe7 mantine-Input-input mantine-TextInput-input',
        'data-variant': 'default',
        'aria-label': 'Find an episode',
        placeholder: 'Find an episode',
        type: 'search',
        maxlength: String(SEARCH_QUERY_MAX_LENGTH),
      }),
    ),
  );
  return group('sm', searchBox + mantineButton('Oldest first', { variant: 'default', attrs: { 'aria-pressed': 'false' } }));
}

function episodesSection({ items, total }: PodcastPageView['episodes'], withTools: boolean): string {
  if (items.length === 0) {
    return section('podcast-episodes-heading', 'Episodes', text('This podcast has no episodes yet.', { size: 'sm', dimmed: true }), 'sm');
  }
  const rows = items
    .map((episode, index) => {
      const facts = [publicationDate(episode.publishedAt), episodeLength(episode.durationSeconds)].filter(Boolean).join(' · ');
      return stack(
        2,
        anchor(`/share?episode=${encodeURIComponent(episode.id)}`, escapeHtml(episodeRangeName(episode.title, true)), {
          style: ['overflow-wrap: anywhere', 'font-weight: 600'],
        }) + (facts ? text(facts, { size: 'sm', dimmed: true }) : ''),
        {
          tag: 'li',
          style: [
            'padding-top: var(--mantine-spacing-sm)',
            'padding-bottom: var(--mantine-spacing-sm)',
            ...(index === 0 ? [] : [EPISODE_RULE]),
          ],
        },
      );
    })
    .join('');
  const status = text(items.length < total ? `Showing ${items.length} of ${episodeCount(total)}` : `All ${episodeCount(total)}`, {
    size: 'sm',
    dimmed: true,
    attrs: { role: 'status' },
  });
  const more = items.length < total ? mantineButton('Show more episodes') : '';
  return section(
    'podcast-episodes-heading',
    'Episodes',
    (withTools ? episodeTools() : '') +
      stack(0, rows, { tag: 'ol', style: LIST_RESET }) +
      group('md', status + more, { justify: 'space-between' }),
    'sm',
  );
}

/** A podcast's page as the app renders it: the show, its newest soundbites and the first page of its episodes. */
export function podcastLookalike({ podcast, episodes }: PodcastPageView): string {
  const website = podcast.link
    ? anchor(
        podcast.link,
        `The show’s website<span aria-hidden="true"> ↗</span><span class="m_515a97f8 mantine-VisuallyHidden-root"> (opens in a new tab)</span>`,
        { size: 'sm', style: ['font-weight: 600'], attrs: { target: '_blank', rel: 'noopener noreferrer' } },
      )
    : '';
  const details =
    text('Podcast', { size: 'xs', dimmed: true, style: ['letter-spacing: 0.05em', 'font-weight: 700', 'text-transform: uppercase'] }) +
    title(1, escapeHtml(podcastName(podcast.title)), {
      className: 'sb-share-title',
      style: ['overflow-wrap: anywhere', 'line-height: 1.2'],
    }) +
    (podcast.author ? text(`By ${escapeHtml(podcast.author)}`, { dimmed: true }) : '') +
    group('xs', text(episodeCount(podcast.episodeCount), { size: 'sm', dimmed: true }) + website, {
      style: ['column-gap: var(--mantine-spacing-md)'],
    });
  const actions = group('sm', mantineButton('Copy link') + WEB_SHARE_BUTTON) + tag('div', { role: 'status', 'aria-live': 'polite' });
  const about = notesSection('podcast-about-heading', 'About this podcast', podcast.description);
  const soundbites = podcast.soundbites.length > 0 ? divider() + soundbitesSection(podcast.soundbites) : '';
  return shareCard(
    { imageUrl: podcast.imageUrl, podcastTitle: podcast.title },
    details,
    actions + about + soundbites + divider() + episodesSection(episodes, offersEpisodeTools(podcast.episodeCount)),
  );
}
