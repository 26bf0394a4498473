import { soundbiteDisplayTitle } from '@soundbites/config';
import type { PublicSoundbiteDto } from '../../lib/schemas.js';
import { anchor, card, escapeHtml, formatRange, group, playerFrame, podcastArt, rangeBadge, stack, tag, text, title } from './markup.js';
import { shell } from './shell.js';

function featuredCard(soundbite: PublicSoundbiteDto): string {
  const name = soundbiteDisplayTitle(soundbite.title, soundbite.episode.title);
  const start = soundbite.startSeconds;
  const end = start + soundbite.durationSeconds;
  const range = formatRange(start, end);
  const heading = group(
    'md',
    podcastArt(soundbite.episode.imageUrl ?? soundbite.podcast.imageUrl, soundbite.podcast.title, { px: 64 }) +
      stack(
        4,
        title(
          3,
          // The title opens the soundbite's page, as the card's Share link does.
          anchor(`/share?soundbite=${encodeURIComponent(soundbite.id)}`, escapeHtml(name), {
            style: ['color: inherit'],
            attrs: { 'data-inherit': 'true' },
          }),
          { lineClamp: 3, style: ['font-size: var(--mantine-font-size-md)', 'line-height: 1.3'] },
        ) +
          text(escapeHtml(soundbite.episode.title), { size: 'sm', dimmed: true, lineClamp: 2 }) +
          text(escapeHtml(soundbite.podcast.title), { size: 'xs', dimmed: true, lineClamp: 1 }),
        { style: ['min-width: 0px'] },
      ),
    { align: 'flex-start', wrap: 'nowrap' },
  );
  const footer = group(
    'xs',
    rangeBadge(range) +
      anchor(`/share?soundbite=${encodeURIComponent(soundbite.id)}`, 'Share', {
        size: 'sm',
        style: ['font-weight: 600'],
        attrs: { 'aria-label': `Share “${name}”` },
      }),
    { justify: 'space-between' },
  );
  return card(
    stack('md', heading + stack('xs', playerFrame(name, end - start) + footer), { justify: 'space-between', style: ['height: 100%'] }),
    {
      padding: 'lg',
      tag: 'article',
      attrs: { 'aria-label': name },
    },
  );
}

function featuredSection(featured: PublicSoundbiteDto[]): string {
  const heading = title(2, 'Featured soundbites', { className: 'sb-section-title', attrs: { id: 'featured-heading' } });
  const body =
    featured.length === 0
      ? card(
          text('No featured soundbites yet', { style: ['font-weight: 600'] }) +
            text('Our editors have not published any moments so far. Check back soon.', { size: 'sm', dimmed: true }),
          { padding: 'lg' },
        )
      : tag('div', { class: 'm_2415a157 mantine-SimpleGrid-root sb-grid' }, featured.map(featuredCard).join(''));
  return stack('md', heading + body, { tag: 'section', attrs: { 'aria-labelledby': 'featured-heading' } });
}

/** The home page as the app renders it with these featured soundbites. */
export function homeLookalike(featured: PublicSoundbiteDto[]): string {
  const hero = tag(
    'div',
    {
      class: 'm_6d731127 mantine-Stack-root sb-hero',
      style: `--stack-gap: var(--mantine-spacing-md); --stack-align: stretch; --stack-justify: flex-start; max-width: calc(45rem * var(--mantine-scale))`,
    },
    title(1, 'Hear the best moments of every podcast.', { className: 'sb-hero-title', style: ['line-height: 1.1'] }) +
      text(
        'Soundbites finds the short moments of podcast episodes that are worth your time. Play them right here, then share a link that plays exactly that moment.',
        { size: 'xl', dimmed: true },
      ),
  );
  const links = text(
    `Questions? ${anchor('/support', 'Get support')}. Read our ${anchor('/privacy', 'privacy policy')} and ${anchor('/terms', 'terms')}.`,
    { size: 'sm', dimmed: true },
  );
  return shell(stack(40, hero + featuredSection(featured) + links));
}
