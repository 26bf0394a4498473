import { stack, tag, text, title } from './markup.js';
import { shell } from './shell.js';

const homeButton = tag(
  'a',
  {
    class: 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
    'data-variant': 'filled',
    href: '/',
  },
  tag(
    'span',
    { class: 'm_80f1301b mantine-Button-inner' },
    tag('span', { class: 'm_811560b9 mantine-Button-label' }, 'Go to the home page'),
  ),
);

/** The app's not-found page, or the share page's "not available" message for a dead share link: one shape (PageMessage). */
export function notFoundLookalike(kind: 'page' | 'share' = 'page'): string {
  const [eyebrow, heading, words] =
    kind === 'share'
      ? [
          '',
          'This soundbite is not available',
          'It may have been taken down, or the link may be incomplete. There are more moments to hear on the home page.',
        ]
      : [
          text('404', { size: 'sm', style: ['color: var(--mantine-color-violet-filled)', 'font-weight: 700'] }),
          'This page does not exist',
          'The link may be mistyped, or the page may have moved.',
        ];
  return shell(
    stack('md', eyebrow + title(1, heading, { className: 'sb-msg-title' }) + text(words, { dimmed: true }) + homeButton, {
      align: 'flex-start',
      className: 'sb-page-message',
      style: ['margin-inline: auto', 'max-width: calc(35rem * var(--mantine-scale))'],
    }),
  );
}
