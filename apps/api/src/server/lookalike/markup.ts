import { escapeHtml } from '@soundbites/config';
/**
 * Building blocks of the server's first paint: the same elements, Mantine classes and CSS variables
 * the app's components render, so the stylesheet the page already loads lays them out identically
 * and the app replaces them on mount without a shift. Every text goes through `escapeHtml`.
 */
import { ANCHOR_COLOR_DARK, DIMMED_TEXT_DARK, DIMMED_TEXT_LIGHT, formatClock } from '@soundbites/config';

export { escapeHtml };

type Attrs = Record<string, string | number | boolean | null | undefined>;

/** `calc(<rem> * var(--mantine-scale))`, as Mantine writes a pixel size. */
export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
/** A theme spacing name (xs … xl) or pixels. */
export const spacing = (value: string | number) => (typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`);

/** Elements that have no end tag (and no children). */
const VOID_ELEMENTS = new Set(['img', 'input', 'br', 'hr']);

export function tag(name: string, attrs: Attrs, children = ''): string {
  const rendered = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(String(value))}"`))
    .join('');
  return VOID_ELEMENTS.has(name) ? `<${name}${rendered}>` : `<${name}${rendered}>${children}</${name}>`;
}

export const styleOf = (declarations: Array<string | false | null | 0 | undefined>) => declarations.filter(Boolean).join('; ');

export function stack(
  gap: string | number,
  children: string,
  options: { align?: string; justify?: string; style?: string[]; tag?: string; attrs?: Attrs; className?: string } = {},
) {
  const style = [
    `--stack-gap: ${spacing(gap)}`,
    `--stack-align: ${options.align ?? 'stretch'}`,
    `--stack-justify: ${options.justify ?? 'flex-start'}`,
    ...(options.style ?? []),
  ];
  const className = ['m_6d731127 mantine-Stack-root', options.className].filter(Boolean).join(' ');
  return tag(options.tag ?? 'div', { class: className, ...options.attrs, style: styleOf(style) }, children);
}

export function group(
  gap: string | number,
  children: string,
  options: {
    align?: string;
    justify?: string;
    wrap?: 'wrap' | 'nowrap';
    tag?: string;
    attrs?: Attrs;
    className?: string;
    style?: string[];
  } = {},
) {
  const style = [
    `--group-gap: ${spacing(gap)}`,
    `--group-align: ${options.align ?? 'center'}`,
    `--group-justify: ${options.justify ?? 'flex-start'}`,
    `--group-wrap: ${options.wrap ?? 'wrap'}`,
    ...(options.style ?? []),
  ];
  const className = ['m_4081bf90 mantine-Group-root', options.className].filter(Boolean).join(' ');
  return tag(options.tag ?? 'div', { class: className, ...options.attrs, style: styleOf(style) }, children);
}

interface TextOptions {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  dimmed?: boolean;
  style?: string[];
  lineClamp?: number;
  tag?: string;
  attrs?: Attrs;
  className?: string;
}

export function text(content: string, options: TextOptions = {}) {
  const { size } = options;
  const style = [
    size && `--text-fz: var(--mantine-font-size-${size})`,
    size && `--text-lh: var(--mantine-line-height-${size})`,
    options.lineClamp && `--text-line-clamp: ${options.lineClamp}`,
    ...(options.style ?? []),
    options.dimmed && 'color: var(--mantine-color-dimmed)',
  ];
  const className = ['mantine-focus-auto', options.className, 'm_b6d8b162 mantine-Text-root'].filter(Boolean).join(' ');
  return tag(
    options.tag ?? 'p',
    {
      class: className,
      'data-size': size,
      'data-line-clamp': options.lineClamp ? 'true' : undefined,
      ...options.attrs,
      style: styleOf(style) || undefined,
    },
    content,
  );
}

export function anchor(
  href: string,
  label: string,
  options: Omit<TextOptions, 'tag' | 'className'> & { underline?: 'hover' | 'never' } = {},
) {
  return text(label, {
    ...options,
    tag: 'a',
    className: 'm_849cf0da',
    attrs: { 'data-underline': options.underline ?? 'hover', href, ...options.attrs },
  }).replace('m_b6d8b162 mantine-Text-root', 'm_b6d8b162 mantine-Text-root mantine-Anchor-root');
}

export function title(
  order: 1 | 2 | 3,
  content: string,
  options: { className?: string; style?: string[]; lineClamp?: number; attrs?: Attrs } = {},
) {
  const style = [
    `--title-fw: var(--mantine-h${order}-font-weight)`,
    `--title-lh: var(--mantine-h${order}-line-height)`,
    `--title-fz: var(--mantine-h${order}-font-size)`,
    options.lineClamp && `--title-line-clamp: ${options.lineClamp}`,
    ...(options.style ?? []),
  ];
  return tag(
    `h${order}`,
    {
      class: ['m_8a5d1357 mantine-Title-root', options.className].filter(Boolean).join(' '),
      'data-order': order,
      'data-line-clamp': options.lineClamp ? 'true' : undefined,
      ...options.attrs,
      style: styleOf(style),
    },
    content,
  );
}

/** `padding` null leaves the card's padding to a class (a responsive one). */
export function card(
  children: string,
  options: { padding: string | null; style?: string[]; tag?: string; attrs?: Attrs; className?: string },
) {
  return tag(
    options.tag ?? 'div',
    {
      class: ['m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root', options.className].filter(Boolean).join(' '),
      'data-with-border': 'true',
      'data-orientation': 'vertical',
      ...options.attrs,
      style: styleOf([
        '--paper-radius: var(--mantine-radius-lg)',
        options.padding && `--card-padding: var(--mantine-spacing-${options.padding})`,
        ...(options.style ?? []),
      ]),
    },
    children,
  );
}

/** As the app's RangeBadge: seen as the range, said as "From 0:29 to 0:33". */
export function rangeBadge(range: string) {
  const spokenOnly = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap';
  return badge(
    tag('span', { 'aria-hidden': 'true' }, escapeHtml(range)) +
      tag('span', { style: spokenOnly }, escapeHtml(`From ${range.replace('–', ' to ')}`)),
    {},
    { html: true },
  );
}

export function badge(label: string, attrs: Attrs = {}, { html = false }: { html?: boolean } = {}) {
  const style = [
    '--badge-radius: var(--mantine-radius-sm)',
    '--badge-bg: var(--mantine-color-violet-light)',
    '--badge-color: var(--mantine-color-violet-light-color)',
    `--badge-bd: ${rem(1)} solid transparent`,
    'font-family: var(--mantine-font-family-monospace)',
  ];
  return tag(
    'div',
    { class: 'm_347db0ec mantine-Badge-root', 'data-variant': 'light', ...attrs, style: styleOf(style) },
    tag('span', { class: 'm_5add502a mantine-Badge-label' }, html ? label : escapeHtml(label)),
  );
}

/** The podcast's artwork in the app's Avatar frame; its initials when there is no image. */
export function podcastArt(imageUrl: string | null, podcastTitle: string, size: { px: number } | { className: string }) {
  const initials = podcastTitle
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  const style = [
    'px' in size && `--avatar-size: ${rem(size.px)}`,
    '--avatar-radius: var(--mantine-radius-md)',
    '--avatar-bg: var(--mantine-color-grape-light)',
    '--avatar-color: var(--mantine-color-grape-light-color)',
    `--avatar-bd: ${rem(1)} solid transparent`,
    'flex-shrink: 0',
  ];
  const inner = imageUrl
    ? // Small art beside the text: the text is the page's largest paint, so the art does not compete with it.
      tag('img', { class: 'm_11f8ac07 mantine-Avatar-image', alt: `${podcastTitle} artwork`, src: imageUrl, fetchpriority: 'low' })
    : tag('span', { class: 'm_770cdcd9 mantine-Avatar-placeholder', title: `${podcastTitle} artwork` }, escapeHtml(initials));
  const className = ['m_f85678b6 mantine-Avatar-root', 'className' in size && size.className].filter(Boolean).join(' ');
  return tag('div', { class: className, 'data-variant': 'light', style: styleOf(style) }, inner);
}

const BUTTON_VARIANTS = {
  light:
    '--button-bg: var(--mantine-color-violet-light); --button-hover: var(--mantine-color-violet-light-hover); --button-color: var(--mantine-color-violet-light-color); --button-bd: calc(0.0625rem * var(--mantine-scale)) solid transparent',
  default:
    '--button-bg: var(--mantine-color-default); --button-hover: var(--mantine-color-default-hover); --button-color: var(--mantine-color-default-color); --button-bd: calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
};

/** Mantine's Button, of the app's violet in its light variant unless another is named. */
export function mantineButton(
  label: string,
  options: { hidden?: boolean; attrs?: Record<string, string | boolean>; variant?: keyof typeof BUTTON_VARIANTS } = {},
): string {
  const variant = options.variant ?? 'light';
  return tag(
    'button',
    {
      class: 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
      'data-variant': variant,
      type: 'button',
      style:
        BUTTON_VARIANTS[variant] +
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
export const WEB_SHARE_BUTTON =
  mantineButton('Share…', { hidden: true, attrs: { 'data-web-share': true } }) +
  `<script>if (typeof navigator.share === 'function') document.querySelector('[data-web-share]').style.display = '';</script>`;

/** Mantine's horizontal Divider, between a page's sections. */
export const divider = () =>
  tag('div', {
    class: 'm_3eebeb36 mantine-Divider-root',
    'data-orientation': 'horizontal',
    role: 'separator',
    'aria-orientation': 'horizontal',
  });

const PLAY_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z"></path></svg>';

// The same clock text as the app's player, from the one shared implementation.
export { formatClock };

export const formatRange = (start: number, end: number) => `${formatClock(start)}–${formatClock(end)}`;

/** The app player's clock total until the audio tells how long it is. */
const UNKNOWN_LENGTH = '–:––';

/** The player's frame at rest: play button, an empty progress bar, 0:00 of its length (null: not known until the audio loads). */
export function playerFrame(label: string, lengthSeconds: number | null) {
  const button = tag(
    'button',
    {
      class: 'mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
      'data-variant': 'filled',
      type: 'button',
      'aria-label': `Play “${label}”`,
      style: styleOf([
        `--ai-size: ${rem(44)}`,
        '--ai-radius: var(--mantine-radius-xl)',
        '--ai-bg: var(--mantine-color-violet-filled)',
        '--ai-hover: var(--mantine-color-violet-filled-hover)',
        '--ai-color: var(--mantine-color-white)',
        `--ai-bd: ${rem(1)} solid transparent`,
      ]),
    },
    tag('span', { class: 'm_8d3afb97 mantine-ActionIcon-icon' }, PLAY_ICON),
  );
  const slider = tag(
    'div',
    {
      class: 'm_dd36362e mantine-Slider-root',
      'data-size': 'sm',
      style:
        '--slider-size: var(--slider-size-sm); --slider-radius: var(--mantine-radius-xl); --slider-thumb-size: calc(var(--slider-size) * 2)',
    },
    tag(
      'div',
      { class: 'm_a8645c2 mantine-Slider-trackContainer' },
      tag(
        'div',
        { class: 'm_c9ade57f mantine-Slider-track' },
        tag('div', {
          class: 'm_38aeed47 mantine-Slider-bar',
          style: '--slider-bar-width: calc(0% + 2 * var(--slider-size)); --slider-bar-offset: calc(0% - var(--slider-size))',
        }) +
          tag('div', {
            class: 'mantine-focus-auto m_c9a9a60a mantine-Slider-thumb',
            role: 'slider',
            'aria-label': `Position in “${label}”`,
            'aria-valuemin': 0,
            'aria-valuemax': lengthSeconds ?? 0.1,
            'aria-valuenow': 0,
            'aria-valuetext': lengthSeconds === null ? '0:00' : `0:00 of ${formatClock(lengthSeconds)}`,
            style: '--slider-thumb-offset: 0%',
          }),
      ),
    ),
  );
  const clock = text(`0:00 / ${lengthSeconds === null ? UNKNOWN_LENGTH : formatClock(lengthSeconds)}`, {
    size: 'xs',
    dimmed: true,
    style: ['font-family: var(--mantine-font-family-monospace)'],
    attrs: { 'aria-hidden': 'true' },
  });
  return stack(6, group('sm', button + stack(2, slider + clock, { style: ['flex: 1 1 0%', 'min-width: 0px'] }), { wrap: 'nowrap' }));
}

/**
 * The theme's variables and the responsive rules the app's MantineProvider and style props add at
 * run time, written out so the first paint has them; plus the one thing JavaScript draws (the
 * colour-scheme control's highlight). Its attribute is not `data-lookalike`, which marks only the
 * look-alike's markup: tests wait for that to be gone as the sign that the app has taken over.
 */
export const LOOKALIKE_STYLE = `<style data-lookalike-style>
:root:root{--mantine-font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;--mantine-font-family-headings: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;--mantine-primary-color-filled: var(--mantine-color-violet-filled);--mantine-primary-color-filled-hover: var(--mantine-color-violet-filled-hover);--mantine-primary-color-light: var(--mantine-color-violet-light);--mantine-primary-color-light-hover: var(--mantine-color-violet-light-hover);--mantine-primary-color-light-color: var(--mantine-color-violet-light-color);--mantine-primary-color-6: var(--mantine-color-violet-6)}
/* Doubled :root: the stylesheet that follows sets Mantine's defaults (blue) on :root, and this must win over them, as the app's own theme does. */
:root:root[data-mantine-color-scheme="dark"]{--mantine-color-anchor: ${ANCHOR_COLOR_DARK};--mantine-color-dimmed: ${DIMMED_TEXT_DARK}}
:root:root[data-mantine-color-scheme="light"]{--mantine-color-anchor: var(--mantine-color-violet-6);--mantine-color-dimmed: ${DIMMED_TEXT_LIGHT}}
@media (max-width: 35.99375em){.mantine-visible-from-xs{display:none !important}}
#root .sb-hero{padding-top:var(--mantine-spacing-md)}#root .sb-hero-title{font-size:${rem(34)}}#root .sb-section-title{font-size:${rem(22)}}#root .sb-share-title{font-size:${rem(22)}}#root .sb-msg-title{font-size:${rem(26)}}
#root .sb-grid{--sg-spacing-x:var(--mantine-spacing-lg);--sg-spacing-y:var(--mantine-spacing-lg);--sg-cols:1}
#root .sb-share-card{--card-padding:var(--mantine-spacing-lg)}#root .sb-share-art{--avatar-size:${rem(80)}}
#root .sb-page-message{padding-block:var(--mantine-spacing-md)}
@media (min-width: 48em){#root .sb-hero{padding-top:${rem(40)}}#root .sb-hero-title{font-size:${rem(52)}}#root .sb-section-title{font-size:${rem(26)}}#root .sb-share-title{font-size:${rem(30)}}#root .sb-msg-title{font-size:${rem(32)}}#root .sb-grid{--sg-cols:2}#root .sb-share-card{--card-padding:var(--mantine-spacing-xl)}#root .sb-share-art{--avatar-size:${rem(112)}}#root .sb-page-message{padding-block:${rem(48)}}}
@media (min-width: 75em){#root .sb-grid{--sg-cols:3}}
/* The remembered colour scheme, highlighted as the control does once it runs (data-scheme-choice is set by the inline theme script). */
:root:not([data-scheme-choice]) .sb-scheme [data-scheme-option=light] .mantine-SegmentedControl-label,:root[data-scheme-choice=light] .sb-scheme [data-scheme-option=light] .mantine-SegmentedControl-label,:root[data-scheme-choice=dark] .sb-scheme [data-scheme-option=dark] .mantine-SegmentedControl-label,:root[data-scheme-choice=auto] .sb-scheme [data-scheme-option=auto] .mantine-SegmentedControl-label{color:light-dark(var(--mantine-color-black),var(--mantine-color-white))}
:root:not([data-scheme-choice]) .sb-scheme [data-scheme-option=light] .mantine-SegmentedControl-label::before,:root[data-scheme-choice=light] .sb-scheme [data-scheme-option=light] .mantine-SegmentedControl-label::before,:root[data-scheme-choice=dark] .sb-scheme [data-scheme-option=dark] .mantine-SegmentedControl-label::before,:root[data-scheme-choice=auto] .sb-scheme [data-scheme-option=auto] .mantine-SegmentedControl-label::before{content:'';inset:0;z-index:0;position:absolute;border-radius:calc(var(--sc-radius, var(--mantine-radius-default)) - 4px);box-shadow:light-dark(var(--sc-shadow),none);background-color:light-dark(var(--mantine-color-white),var(--mantine-color-dark-5))}
</style>`;
