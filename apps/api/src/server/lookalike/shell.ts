import { COLOR_SCHEME_OPTIONS, MAIN_CONTENT_ID } from '@soundbites/config';
import { anchor, escapeHtml, group, tag, text } from './markup.js';

const LOGO =
  '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="var(--mantine-color-violet-6)"></rect><path d="M7 18v-4M11 22V10M15 25V7M19 20v-8M23 23V9M27 17v-2" stroke="#fff" stroke-width="2.4" stroke-linecap="round"></path></svg>';

const container = (children: string, className?: string) =>
  tag(
    'div',
    {
      class: [className, 'm_7485cace mantine-Container-root'].filter(Boolean).join(' '),
      'data-size': 'lg',
      'data-strategy': 'block',
      style: '--container-size: var(--container-size-lg)',
    },
    children,
  );

/** An option's icon and word, as ThemeControl draws them (its stylesheet shows one or the other by width). */
function schemeOptionLabel({ label, icon }: (typeof COLOR_SCHEME_OPTIONS)[number]) {
  const fill = icon.fill ? tag('path', { d: icon.fill, fill: 'currentColor', stroke: 'none' }) : '';
  const svg = tag(
    'svg',
    {
      class: 'ThemeControl-module__icon',
      width: 14,
      height: 14,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
    },
    tag('path', { d: icon.stroke }) + fill,
  );
  return tag(
    'span',
    { class: 'ThemeControl-module__option', title: label },
    svg + tag('span', { class: 'ThemeControl-module__word' }, escapeHtml(label)),
  );
}

/** The colour-scheme control at rest; its highlight follows the scheme the inline script applied. */
function schemeControl() {
  const controls = COLOR_SCHEME_OPTIONS.map((option) =>
    tag(
      'div',
      { class: 'm_69686b9b mantine-SegmentedControl-control', 'data-scheme-option': option.value },
      tag(
        'label',
        { class: 'm_1738fcb2 mantine-SegmentedControl-label' },
        tag('span', { class: 'm_78882f40 mantine-SegmentedControl-innerLabel' }, schemeOptionLabel(option)),
      ),
    ),
  ).join('');
  return tag(
    'div',
    {
      class: 'm_cf365364 mantine-SegmentedControl-root sb-scheme',
      'data-size': 'xs',
      'data-with-items-borders': 'true',
      role: 'radiogroup',
      'aria-label': 'Colour scheme',
      style: '--sc-shadow: var(--mantine-shadow-xs); --sc-padding: var(--sc-padding-xs); --sc-font-size: var(--mantine-font-size-xs)',
    },
    controls,
  );
}

/** The app's first stop for keyboard users, there before the app runs too. */
const SKIP_LINK = tag('a', { href: `#${MAIN_CONTENT_ID}`, class: 'SkipLink-module__skip' }, 'Skip to content');

/** The account slot keeps its size signed in or out; signed out (as every visitor is here) it is empty. */
const ACCOUNT_SLOT = tag('div', { class: 'AccountArea-module__slot', 'data-testid': 'account-area' });

const dimmedLink = (href: string, label: string) => anchor(href, label, { size: 'sm', dimmed: true });

/** The signed-out site shell around a page: header, main, footer, as AppLayout renders them. */
export function shell(page: string): string {
  const logo = anchor(
    '/',
    group(8, LOGO + text('Soundbites', { size: 'lg', style: ['font-weight: 800'], className: 'Logo-module__name' }), { wrap: 'nowrap' }),
    {
      underline: 'never',
      style: ['color: inherit'],
      attrs: { 'aria-label': 'Soundbites home' },
    },
  );
  const support = anchor('/support', 'Support', { size: 'sm', dimmed: true }).replace(
    'mantine-Anchor-root"',
    'mantine-Anchor-root mantine-visible-from-xs"',
  );
  const header = tag(
    'header',
    { class: 'AppLayout-module__header' },
    container(
      logo + group('md', ACCOUNT_SLOT + support + schemeControl(), { wrap: 'nowrap', className: 'AppLayout-module__headerActions' }),
      'AppLayout-module__headerInner',
    ),
  );
  const footerLinks = [
    ['/support', 'Support'],
    ['/privacy', 'Privacy'],
    ['/terms', 'Terms'],
    ['/deletion', 'Delete account'],
    ['/ops', 'Staff sign-in'],
  ]
    .map(([href, label]) => dimmedLink(href!, label!))
    .join('');
  const footer = tag(
    'footer',
    { class: 'AppLayout-module__footer' },
    container(
      group(
        'sm',
        text(`© ${new Date().getFullYear()} Soundbites`, { size: 'sm', dimmed: true }) +
          group('md', footerLinks, { tag: 'nav', attrs: { 'aria-label': 'Footer' } }),
        { justify: 'space-between' },
      ),
    ),
  );
  const main = tag('main', { class: 'AppLayout-module__main', id: MAIN_CONTENT_ID, tabindex: -1 }, container(page));
  return tag('div', { class: 'AppLayout-module__shell', 'data-lookalike': 'true' }, SKIP_LINK + header + main + footer);
}
