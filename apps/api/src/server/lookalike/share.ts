import { publishedOn } from '@soundbites/config/published';
import type { ShareView } from '../share.js';
import {
  anchor,
  badge,
  card,
  divider,
  escapeHtml,
  formatClock,
  formatRange,
  group,
  mantineButton,
  playerFrame,
  podcastArt,
  stack,
  tag,
  text,
  title,
  WEB_SHARE_BUTTON,
} from './markup.js';
import { shell } from './shell.js';
import { sanitizeShowNotes } from '../../ingest/sanitize.js';

/** Consecutive segments of one speaker read as one turn, as the app's transcript excerpt shows them. */
function speakerTurns(segments: ShareView['segments']) {
  const turns: Array<{ speaker: string | null; lines: string[] }> = [];
  for (const segment of segments) {
    const body = segment.text.trim();
    if (body === '') continue;
    const last = turns.at(-1);
    if (last && last.speaker === segment.speaker) last.lines.push(body);
    else turns.push({ speaker: segment.speaker, lines: [body] });
  }
  return turns;
}

function transcript(segments: ShareView['segments']): string {
  const turns = speakerTurns(segments);
  if (turns.length === 0) return '';
  const paragraphs = turns
    .map((turn) =>
      text(
        (turn.speaker
          ? text(`${escapeHtml(turn.speaker)}:`, {
              tag: 'span',
              style: [`margin-right: calc(0.375rem * var(--mantine-scale))`, 'font-weight: 700'],
            })
          : '') +
          // Each line a span of its own, a space between, as the app writes them: the text then measures exactly
          // as the app's, which replaces it without a larger paint (that would move the page's LCP to the app's mount).
          turn.lines.map((line) => tag('span', {}, escapeHtml(line))).join(' '),
        { size: 'md', style: ['line-height: 1.6'] },
      ),
    )
    .join('');
  const heading = title(2, 'Transcript', { attrs: { id: 'transcript-heading' }, style: ['font-size: var(--mantine-font-size-lg)'] });
  return divider() + stack('sm', heading + paragraphs, { tag: 'section', attrs: { 'aria-labelledby': 'transcript-heading' } });
}

function actions(view: ShareView): string {
  const fullEpisode = view.fullEpisodePath
    ? anchor(view.fullEpisodePath, 'Listen to the full episode', { size: 'sm', style: ['font-weight: 600'] })
    : '';
  const embed = view.embeddable ? mantineButton('Embed', { attrs: { 'aria-expanded': 'false' } }) : '';
  const copyAt = view.whole ? mantineButton('Copy link at current time') : '';
  return (
    group('sm', mantineButton('Copy link') + copyAt + WEB_SHARE_BUTTON + embed + fullEpisode) +
    tag('div', { role: 'status', 'aria-live': 'polite' })
  );
}

/**
 * Notes under a heading ("About this episode", "About this podcast"), after a divider, as the app's
 * AboutSection shows them: sanitized when the feed was read, again here, as the app sanitizes them again.
 */
export function notesSection(id: string, heading: string, html: string | null): string {
  const notes = sanitizeShowNotes(html);
  if (!notes) return '';
  return (
    divider() +
    stack(
      'xs',
      title(2, heading, { attrs: { id }, style: ['font-size: var(--mantine-font-size-lg)'] }) +
        tag('div', { class: 'm_d08caa0 mantine-Typography-root' }, tag('div', {}, notes)),
      { tag: 'section', attrs: { 'aria-labelledby': id } },
    )
  );
}

/** "Published Sep 21, 2026" beside the range, as the app's share page says it; nothing without a date. */
function published(publishedAt: string | null): string {
  const words = publishedOn(publishedAt);
  return words ? text(words, { size: 'sm', dimmed: true }) : '';
}

/** The share page as the app renders it for this soundbite or episode range. */
export function shareLookalike(view: ShareView): string {
  const { start, end } = view.range;
  const details =
    // The show's own page, as the app links it.
    anchor(`/share?podcast=${encodeURIComponent(view.podcastId)}`, escapeHtml(view.podcastTitle), {
      size: 'xs',
      dimmed: true,
      style: ['letter-spacing: 0.05em', 'font-weight: 700', 'text-transform: uppercase', 'align-self: flex-start'],
    }) +
    title(1, escapeHtml(view.name), { className: 'sb-share-title', style: ['line-height: 1.2', 'overflow-wrap: anywhere'] }) +
    // An episode's page is named by its title already; a whole one's length is the audio's, which the player shows.
    (view.namesEpisode ? '' : text(`From ${escapeHtml(view.episodeTitle)}`, { dimmed: true })) +
    group(
      'xs',
      (view.whole || end === null
        ? badge('Whole episode')
        : badge(formatRange(start, end)) + text(`${formatClock(end - start)} long`, { size: 'sm', dimmed: true })) +
        published(view.publishedAt),
    );
  return shareCard(
    { imageUrl: view.artUrl, podcastTitle: view.podcastTitle },
    details,
    playerFrame(view.name, end === null ? null : end - start) +
      actions(view) +
      transcript(view.segments) +
      notesSection('episode-heading', 'About this episode', view.descriptionHtml),
  );
}

/** The card every share page is, as the app's ShareCard draws it: the art beside the lines that name what it is about, then its sections. */
export function shareCard(art: { imageUrl: string | null; podcastTitle: string }, details: string, sections: string): string {
  const heading = group(
    'lg',
    podcastArt(art.imageUrl, art.podcastTitle, { className: 'sb-share-art' }) + stack(6, details, { style: ['min-width: 0px'] }),
    {
      align: 'flex-start',
      wrap: 'nowrap',
    },
  );
  return shell(
    card(stack('lg', heading + sections), {
      padding: null,
      tag: 'article',
      className: 'sb-share-card',
      style: ['margin-inline: auto', 'width: 100%', 'max-width: calc(47.5rem * var(--mantine-scale))'],
    }),
  );
}
