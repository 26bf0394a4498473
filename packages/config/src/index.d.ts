/** Types of ./index.js: configuration shared by the web app, the API and the scripts. */
export declare const DEFAULT_STAFF_EMAIL_DOMAIN: 'example.com';
export declare const DEFAULT_FIREBASE_PROJECT_ID: 'demo-soundbites';
export declare const DEFAULT_AUTH_EMULATOR_HOST: '127.0.0.1:9099';
export declare const DEFAULT_PORT: 8080;

/** Lower-cases and strips a leading "@" so "@Example.COM" and "example.com" mean the same domain. */
export declare function normalizeStaffDomain(domain: string): string;

/**
 * Staff are people whose e-mail ends with "@" + the staff domain. The "@" matters:
 * "x@notexample.com" must not pass for "example.com", nor "x@example.com.evil.org".
 */
export declare function isStaffEmail(email: string | null | undefined, staffDomain: string): boolean;

/** What counts as an e-mail address a reply can go to, checked alike by the support form and the API. */
export declare const EMAIL_ADDRESS_PATTERN: RegExp;

/**
 * Runtime configuration the server hands to the browser (injected into index.html
 * as `window.__SOUNDBITES_CONFIG__`), so one build works for every deployment.
 */
export interface PublicConfig {
  staffEmailDomain: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
  };
  /** "host:port" of the Auth emulator, or null in production. */
  authEmulatorHost: string | null;
}

export declare const PUBLIC_CONFIG_GLOBAL: '__SOUNDBITES_CONFIG__';

/** What to call a soundbite: its title, or "Untitled moment from <episode>" when it has none. */
export declare function soundbiteDisplayTitle(title: string, episodeTitle: string): string;

export declare const PAGE_PRELOAD_GLOBAL: '__SOUNDBITES_PRELOAD__';
export declare const SITE_NAME: 'Soundbites';
/** The id of each layout's <main> (the app's and the server's look-alike): where the skip link leads. */
export declare const MAIN_CONTENT_ID: 'main-content';
export interface PageMeta {
  title: string;
  description: string;
}
export declare const PAGE_META: { home: PageMeta; notFound: PageMeta };
export declare const STATIC_PAGE_META: Record<'/privacy' | '/terms' | '/support' | '/deletion', PageMeta>;
export declare function pageTitle(name: string): string;
export declare const SEARCH_QUERY_MAX_LENGTH: 200;
export declare const FEATURED_SOUNDBITES_LIMIT: 6;
export declare function withShowName(name: string, show: string): string;
export declare const DIMMED_TEXT_LIGHT: '#5f666d';
/** The dark scheme's dimmed text and links, readable on a dark card. */
export declare const DIMMED_TEXT_DARK: '#9a9a9a';
export declare const ANCHOR_COLOR_DARK: 'var(--mantine-color-violet-3)';

/** The colour-scheme control's options, each with a word and an icon (24×24 paths), drawn alike by the app and the server's look-alike. */
export declare const COLOR_SCHEME_OPTIONS: ReadonlyArray<{
  value: 'light' | 'dark' | 'auto';
  label: string;
  icon: { stroke: string; fill?: string };
}>;

/** 65 → "1:05", 3725 → "1:02:05": whole seconds, rounded down. */
export declare function formatClock(seconds: number): string;

/** Whether a range from `start` to `end` (seconds) plays the whole of an episode of known length. */
export declare function coversWholeEpisode(start: number, end: number, durationSeconds: number | null): boolean;

/** What the share page of a range of an episode is called: the episode's own title for all of it, or "A moment from …". */
export declare function episodeRangeName(episodeTitle: string, wholeEpisode: boolean): string;

/** Text made safe to place in HTML, in content and in quoted attribute values alike. */
export declare function escapeHtml(text: string): string;

/** The embed player's size in a host page. */
export declare const EMBED_WIDTH: 480;
export declare const EMBED_HEIGHT: 152;

/** The colours an embed may be asked for; without one it follows the visitor's system setting. */
export type EmbedTheme = 'light' | 'dark';
export declare const EMBED_THEMES: readonly EmbedTheme[];

/** Where a soundbite's embed player is served, in fixed colours when `theme` names them. */
export declare function embedPath(soundbiteId: string, theme?: EmbedTheme | null): string;

/** The iframe another site pastes to play a soundbite: oEmbed's `html`, and the share page's embed code. */
export declare function embedCode(options: {
  origin: string;
  soundbiteId: string;
  title: string;
  width?: number;
  /** Fixed colours for a host page that does not follow the system's; absent, the embed follows the visitor's system. */
  theme?: EmbedTheme | null;
}): string;

/**
 * The `t` of an episode's share link, read alike by the web app and the server's page: a range
 * "{start},{end}", or a start alone to play on from there ("t=65"), each in seconds or as a clock ("1:05").
 */
export declare function parseShareTime(
  value: string,
): { ok: true; startSeconds: number; endSeconds: number | null } | { ok: false; problem: 'format' | 'order' | 'empty' };

/** Which lines of an episode's transcript: a range's (seconds from the episode's start), or all of them. */
export type TranscriptPart = { from: number; to: number } | 'whole';

/** The query key an episode's transcript lines are read under, by the share page and the server's first paint alike. */
export declare function transcriptQueryKey(episodeId: string, part: TranscriptPart): unknown[];
