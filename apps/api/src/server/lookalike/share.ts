import { publishedOn } from '@soundbites/config/published';
import type { ShareView } from '../share.js';
import {
  anchor,
  badge,
  card,
  escapeHtml,
  formatClock,
  formatRange,
  group,
  playerFrame,
  podcastArt,
  stack,
  tag,
  text,
  title,
} from './markup.js';
import { shell } from './shell.js';

/** Consecutive segments of one speaker read as one turn, as the app's transcript excerpt shows them. */
function speakerTurns(segments: ShareView['segments']) {
  const turns: Array<{ speaker: string | null; text: string }> = [];
  for (const segment of segments) {
    const body = segment.text.trim();
    if (body === '') continue;
    const last = turns.at(-1);
    if (last && last.speaker === segment.speaker) last.text = `${last.text} ${body}`;
    else turns.push({ speaker: segment.speaker, text: body });
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
          : '') + escapeHtml(turn.text),
        { size: 'md', style: ['line-height: 1.6'] },
      ),
    )
    .join('');
  const divider = tag('div', {
    class: 'm_3eebeb36 mantine-Divider-root',
    'data-orientation': 'horizontal',
    role: 'separator',
    'aria-orientation': 'horizontal',
  });
  const heading = title(2, 'Transcript', { attrs: { id: 'transcript-heading' }, style: ['font-size: var(--mantine-font-size-lg)'] });
  return divider + stack('sm', heading + paragraphs, { tag: 'section', attrs: { 'aria-labelledby': 'transcript-heading' } });
}

function lightButton(label: string, options: { hidden?: boolean; attrs?: Record<string, string | boolean> } = {}): string {
  return tag(
    'button',
    {
      class: 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
      'data-variant': 'light',
      type: 'button',
      style:
        '--button-bg: var(--mantine-color-violet-light); --button-hover: var(--mantine-color-violet-light-hover); --button-color: var(--mantine-color-violet-light-color); --button-bd: calc(0.0625rem * var(--mantine-scale)) solid transparent' +
        // Not the hidden attribute: the button's own display rule would override it.
        (options.hidden ? '; display: none' : ''),
      ...options.attrs,
    },
    tag('span', { class: 'm_80f1301b mantine-Button-inner' }, tag('span', { class: 'm_811560b9 mantine-Button-label' }, label)),
  );
}

/**
 * The app offers "Share…" only where the browser has a share sheet (most phones). The server cannot
 * know, so the button comes hidden and the script right after it, run before the first paint,
 * shows it there: the look-alike matches the app without a shift on either kind of browser.
 */
const WEB_SHARE_BUTTON =
  lightButton('Share…', { hidden: true, attrs: { 'data-web-share': true } }) +
  `<script>if (typeof navigator.share === 'function') document.querySelector('[data-web-share]').style.display = '';</script>`;

function actions(view: ShareView): string {
  const fullEpisode = view.fullEpisodePath
    ? anchor(view.fullEpisodePath, 'Listen to the full episode', { size: 'sm', style: ['font-weight: 600'] })
    : '';
  const embed = view.embeddable ? lightButton('Embed', { attrs: { 'aria-expanded': 'false' } }) : '';
  const copyAt = view.whole ? lightButton('Copy link at current time') : '';
  return (
    group('sm', lightButton('Copy link') + copyAt + WEB_SHARE_BUTTON + embed + fullEpisode) +
    tag('div', { role: 'status', 'aria-live': 'polite' })
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
  const details = stack(
    6,
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
      ),
    { style: ['min-width: 0px'] },
  );
  const heading = group('lg', podcastArt(view.artUrl, view.podcastTitle, { className: 'sb-share-art' }) + details, {
    align: 'flex-start',
    wrap: 'nowrap',
  });
  const body = stack('lg', heading + playerFrame(view.name, end === null ? null : end - start) + actions(view) + transcript(view.segments));
  return shell(
    card(body, {
      padding: null,
      tag: 'article',
      className: 'sb-share-card',
      style: ['margin-inline: auto', 'width: 100%', 'max-width: calc(47.5rem * var(--mantine-scale))'],
    }),
  );
}
