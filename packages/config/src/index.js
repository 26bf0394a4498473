// Configuration shared by the web app, the API and the scripts. Values come from
// each app's own env module; this package only holds defaults and the rules that
// every side must apply identically. Plain JavaScript (typed by index.d.ts) so
// Node scripts and Vite's config loader can import it without a TypeScript loader.

export const DEFAULT_STAFF_EMAIL_DOMAIN = 'example.com';
export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-soundbites';
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const DEFAULT_PORT = 8080;

/** Lower-cases and strips a leading "@" so "@Example.COM" and "example.com" mean the same domain. */
export function normalizeStaffDomain(domain) {
  return domain.trim().toLowerCase().replace(/^@/, '');
}

/**
 * Staff are people whose e-mail ends with "@" + the staff domain. The "@" matters:
 * "x@notexample.com" must not pass for "example.com", nor "x@example.com.evil.org".
 */
export function isStaffEmail(email, staffDomain) {
  if (!email) return false;
  const domain = normalizeStaffDomain(staffDomain);
  if (!domain) return false;
  return email.trim().toLowerCase().endsWith(`@${domain}`);
}

/**
 * What counts as an e-mail address a reply can go to: the form checks it as the API does, so an
 * address the form accepts is never refused by the server. (The pattern zod's email check uses:
 * dot-separated local part, and a domain whose last label is two or more letters.) Mail systems
 * take at most 64 characters before the @ and 254 in all: a longer address could never be answered.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^(?=.{1,254}$)(?=[^@]{1,64}@)(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Name of the global the server assigns the runtime configuration to (see PublicConfig). */
export const PUBLIC_CONFIG_GLOBAL = '__SOUNDBITES_CONFIG__';

/**
 * What to call a soundbite. An empty title stays empty in the data; people see this
 * fallback instead, never the episode title passed off as the soundbite's own.
 */
export function soundbiteDisplayTitle(title, episodeTitle) {
  const trimmed = title.trim();
  return trimmed === '' ? `Untitled moment from ${episodeTitle.trim() || 'an episode'}` : trimmed;
}

/** Name of the global the server assigns the data it rendered the page from (see PagePreload). */
export const PAGE_PRELOAD_GLOBAL = '__SOUNDBITES_PRELOAD__';

export const SITE_NAME = 'Soundbites';

/** The id of each layout's <main> (the app's and the server's look-alike): where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Titles and descriptions of the pages the server answers itself (home, share, not found); the
 * browser sets the same ones when it navigates there, so a reload never changes the tab's name.
 */
export const PAGE_META = {
  home: {
    title: 'Soundbites: the best moments of every podcast',
    description: 'Soundbites finds the best moments of podcasts and makes them easy to hear and share.',
  },
  notFound: {
    title: 'Not found · Soundbites',
    description: 'This page does not exist. The link may be mistyped, or the page may have moved.',
  },
};

/**
 * The public pages that show the same words to everyone, by path: the name their tab shows
 * ("<name> · Soundbites") and their description, the same in the server's HTML and in the app.
 */
export const STATIC_PAGE_META = {
  '/privacy': { title: 'Privacy policy', description: 'What Soundbites collects, why, and what you can do about it.' },
  '/terms': { title: 'Terms of use', description: 'The terms for using Soundbites.' },
  '/support': { title: 'Support', description: 'Answers to common questions about Soundbites, and a form to contact us.' },
  '/deletion': { title: 'Delete your account', description: 'What deleting a Soundbites account removes, and how to do it.' },
};

/** "Page · Soundbites", the title of every page but the home page. */
export function pageTitle(name) {
  return `${name} · ${SITE_NAME}`;
}

/** The longest search text the API takes: every search box stops there, so none is refused. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** How many featured soundbites the home page shows (the server renders and preloads the same). */
export const FEATURED_SOUNDBITES_LIMIT = 6;

/** "<name> — <show>": what a share page and its link previews are called. */
export function withShowName(name, show) {
  return show.trim() ? `${name} — ${show.trim()}` : name;
}

/**
 * Dimmed text in the light scheme: Mantine's default (gray 6) is 3.3:1 on white, below the 4.5:1
 * that small text needs; this grey is 5.6:1 on white and 5.3:1 on the page background.
 */
export const DIMMED_TEXT_LIGHT = '#5f666d';

/**
 * The dark scheme's dimmed text and links: Mantine's defaults (dark 2, violet 4) are about 3.5:1 and
 * 4:1 on a dark card, below 4.5:1; these are 4.8:1 and 5.6:1 there, and more on the page background.
 */
export const DIMMED_TEXT_DARK = '#9a9a9a';
export const ANCHOR_COLOR_DARK = 'var(--mantine-color-violet-3)';

/**
 * The colour-scheme control's options, each with a word and an icon (24×24 paths: `stroke` drawn as
 * lines, `fill` filled). The app's control and the server's look-alike of it draw the same, so the
 * one replaces the other without a shift.
 */
export const COLOR_SCHEME_OPTIONS = [
  {
    value: 'light',
    label: 'Light',
    icon: {
      stroke:
        'M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
    },
  },
  { value: 'dark', label: 'Dark', icon: { stroke: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z' } },
  { value: 'auto', label: 'Auto', icon: { stroke: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', fill: 'M12 3a9 9 0 0 1 0 18z' } },
];

/** 65 → "1:05", 3725 → "1:02:05": whole seconds, rounded down; the web player and the server's look-alike HTML share it. */
export function formatClock(seconds) {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/**
 * Whether a range from `start` to `end` (seconds) plays the whole of an episode of known length. Its
 * share page is then the full episode: named so, and with no "Listen to the full episode" link back to itself.
 */
export function coversWholeEpisode(start, end, durationSeconds) {
  return durationSeconds !== null && durationSeconds > 0 && start === 0 && end >= durationSeconds - 0.001;
}

const SECONDS = /^\d+(?:\.\d+)?$/;
const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{2}(?:\.\d+)?)$/;

/** "65", "65.5", "1:05", "1:02:05.5" → seconds; null for anything else (or seconds/minutes past 59 in a clock). */
function shareTimeSeconds(text) {
  if (SECONDS.test(text)) return Number(text);
  const clock = CLOCK.exec(text);
  if (!clock) return null;
  const [, hours, minutes, secs] = clock;
  if (Number(secs) >= 60 || (hours !== undefined && Number(minutes) >= 60)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs);
}

/**
 * The `t` of an episode's share link, read alike by the web app and the server's page: a range
 * "{start},{end}", or a start alone to play on from there ("t=65", as most players share a moment),
 * each in seconds or as a clock ("1:05"). Blanks around the parts are ignored.
 */
export function parseShareTime(value) {
  const parts = value.split(',').map((part) => part.trim());
  const seconds = parts.map(shareTimeSeconds);
  if (parts.length > 2 || seconds.some((s) => s === null)) return { ok: false, problem: 'format' };
  const [startSeconds, endSeconds = null] = seconds;
  if (endSeconds !== null && endSeconds === startSeconds) return { ok: false, problem: 'empty' };
  if (endSeconds !== null && endSeconds < startSeconds) return { ok: false, problem: 'order' };
  return { ok: true, startSeconds, endSeconds };
}

/** What the share page of a range of an episode is called. */
export function episodeRangeName(episodeTitle, wholeEpisode) {
  // A whole episode is named by its own title, as podcast apps name it; the page's badge says it is all of it.
  return wholeEpisode ? episodeTitle.trim() || 'An untitled episode' : `A moment from ${episodeTitle}`;
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, in content and in quoted attribute values alike. */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** The embed player's size in a host page: what oEmbed and the share page's embed code ask for. */
export const EMBED_WIDTH = 480;
export const EMBED_HEIGHT = 152;

/** The colours an embed may be asked for; without one it follows the visitor's system setting. */
export const EMBED_THEMES = ['light', 'dark'];

/** Where a soundbite's embed player is served, in fixed colours when `theme` names them. */
export function embedPath(soundbiteId, theme) {
  const path = `/embed/soundbite/${encodeURIComponent(soundbiteId)}`;
  return EMBED_THEMES.includes(theme) ? `${path}?theme=${theme}` : path;
}

/** The iframe another site pastes to play a soundbite: oEmbed's `html`, and the share page's embed code. */
export function embedCode({ origin, soundbiteId, title, width = EMBED_WIDTH, theme }) {
  const src = `${origin}${embedPath(soundbiteId, theme)}`;
  return `<iframe src="${escapeHtml(src)}" width="${width}" height="${EMBED_HEIGHT}" style="border:0;max-width:100%" allow="autoplay" loading="lazy" title="${escapeHtml(title)} on Soundbites"></iframe>`;
}

/**
 * The query key an episode's transcript lines are read under: a range's (`{ from, to }`, seconds) or the
 * whole episode's. The server's first paint of a range's share page preloads them under the same key.
 */
export function transcriptQueryKey(episodeId, part) {
  return part === 'whole' ? ['public', 'transcript', episodeId] : ['public', 'transcript', episodeId, part.from, part.to];
}
