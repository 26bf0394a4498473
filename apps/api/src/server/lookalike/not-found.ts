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

/** The app's not-found page, or the share page's "not available" message for a dead share link. */
export function notFoundLookalike(kind: 'page' | 'share' = 'page'): string {
  if (kind === 'share') {
    return shell(
      stack(
        'md',
        title(1, 'This soundbite is not available', { className: 'sb-msg-title' }) +
          text('It may have been taken down, or the link may be incomplete. There are more moments to hear on the home page.', {
            dimmed: true,
          }) +
          homeButton,
        {
          align: 'flex-start',
          className: 'sb-share-message',
          style: ['margin-inline: auto', 'max-width: calc(35rem * var(--mantine-scale))'],
        },
      ),
    );
  }
  return shell(
    stack(
      'md',
      text('404', { size: 'sm', style: ['color: var(--mantine-color-violet-filled)', 'font-weight: 700'] }) +
        title(1, 'This page does not exist', { className: 'sb-nf-title' }) +
        text('The link may be mistyped, or the page may have moved.', { size: 'lg', dimmed: true }) +
        homeButton,
      { align: 'flex-start', style: ['max-width: calc(35rem * var(--mantine-scale))', 'padding-block: var(--mantine-spacing-xl)'] },
    ),
  );
}
