import { FEATURED_SOUNDBITES_LIMIT, PAGE_META, PAGE_PRELOAD_GLOBAL, pageTitle, STATIC_PAGE_META } from '@soundbites/config';
import type { AppDeps } from '../lib/context.js';
import { publicContentTags } from '../db/content-changes.js';
import { answer, publicCacheFor, type CachedAnswer } from '../lib/public-cache.js';
import { listFeaturedSoundbites } from '../routes/public/public.queries.js';
import { createCriticalCssFiller } from './first-paint.js';
import { fillRoot, injectAfterHead, replaceDescription, replaceTitle, type IndexHtml } from './html.js';
import { homeLookalike } from './lookalike/home.js';
import { LOOKALIKE_STYLE } from './lookalike/markup.js';
import { notFoundLookalike } from './lookalike/not-found.js';
import { shareLookalike } from './lookalike/share.js';
import { podcastLookalike } from './lookalike/podcast.js';
import { scriptSafeJson } from './public-config.js';
import { findSharePreview, SHARE_NOT_FOUND_META, shareMetaTags, sitePageMetaTags } from './share.js';

const HTML_TYPE = 'text/html; charset=UTF-8';

/** Query cache entries the app starts with, keyed as the app's own queries are, so it renders without fetching. */
export type PreloadedQueries = Array<[queryKey: unknown[], data: unknown]>;

interface PageParts {
  title: string;
  description: string;
  head?: string;
  /** The static look-alike of what the app renders, shown until it mounts. */
  body?: string;
  preload?: PreloadedQueries;
}

/**
 * The browser may paint a page while its HTML is still being parsed; a paint of half the look-alike
 * (a card without its footer) is a layout shift once the rest arrives. The look-alike is small and
 * all in the first response, so its first paint waits until its last element is parsed.
 */
const LOOKALIKE_END_ID = 'lookalike-end';
const PAINT_WHOLE_LOOKALIKE = `<link rel="expect" href="#${LOOKALIKE_END_ID}" blocking="render">`;
const LOOKALIKE_END = `<div id="${LOOKALIKE_END_ID}" hidden></div>`;

/**
 * The app's HTML for each kind of page: runtime configuration, the page's own title and one
 * meta description, and for the public pages a static look-alike plus the data the app will
 * render it from. Public pages are kept in the public cache, so a viral link costs one version
 * check per request.
 */
export function createPages(deps: AppDeps, readIndexHtml: () => IndexHtml | null, configScript: string) {
  const cache = publicCacheFor(deps);
  const fillCriticalCss = createCriticalCssFiller();

  function render(index: IndexHtml, page: PageParts): string {
    const preload = page.preload?.length
      ? `<script>window.${PAGE_PRELOAD_GLOBAL} = ${scriptSafeJson({ queries: page.preload })};</script>`
      : '';
    const style = page.body ? LOOKALIKE_STYLE + PAINT_WHOLE_LOOKALIKE : '';
    let html = injectAfterHead(page.body ? index.firstPaint.html : index.html, configScript + preload + style + (page.head ?? ''));
    html = replaceDescription(replaceTitle(html, page.title), page.description);
    return page.body ? fillCriticalCss(index.firstPaint, fillRoot(html, page.body + LOOKALIKE_END)) : html;
  }

  return {
    /**
     * Any app route without a page of its own here: the build's HTML. A page that says the same to
     * everyone (privacy, terms, support, deletion) is titled here already, for link previews and
     * crawlers; the others are titled by the app once it runs.
     */
    app(path = '', origin = ''): string | null {
      const index = readIndexHtml();
      if (!index) return null;
      if (!Object.hasOwn(STATIC_PAGE_META, path)) return render(index, { title: 'Soundbites', description: PAGE_META.home.description });
      const known = STATIC_PAGE_META[path as keyof typeof STATIC_PAGE_META];
      const title = pageTitle(known.title);
      return render(index, {
        title,
        description: known.description,
        head: sitePageMetaTags({ title, description: known.description, path }, origin),
      });
    },

    /** A share link naming nothing: the app, which explains, kept out of search engines. */
    brokenShareLink(): string | null {
      const index = readIndexHtml();
      return index && render(index, { title: 'Soundbites', description: PAGE_META.home.description, head: SHARE_NOT_FOUND_META });
    },

    notFound(): string | null {
      const index = readIndexHtml();
      return index && render(index, { ...PAGE_META.notFound, head: SHARE_NOT_FOUND_META, body: notFoundLookalike() });
    },

    async home(origin: string): Promise<CachedAnswer | null> {
      const index = readIndexHtml();
      if (!index) return null;
      return cache.get(`page:home:${origin}:${index.revision}`, async () => {
        const featured = await listFeaturedSoundbites(deps.database.db, FEATURED_SOUNDBITES_LIMIT);
        const html = render(index, {
          ...PAGE_META.home,
          head: sitePageMetaTags({ ...PAGE_META.home, path: '/' }, origin),
          body: homeLookalike(featured),
          preload: [[['public', 'featured', FEATURED_SOUNDBITES_LIMIT], featured]],
        });
        return answer(200, html, HTML_TYPE, publicContentTags.list(featured));
      });
    },

    /** A share link: the soundbite's page with its previews, or 404: the not-found page, or the app explaining a broken range. */
    async share(query: URLSearchParams, origin: string): Promise<CachedAnswer | null> {
      const index = readIndexHtml();
      if (!index) return null;
      const key = `page:share:${origin}:${index.revision}:${query.get('soundbite') ?? ''}:${query.get('episode') ?? ''}:${query.get('podcast') ?? ''}:${query.get('t') ?? ''}`;
      const soundbiteId = query.get('soundbite');
      return cache.get(key, async () => {
        const preview = await findSharePreview(deps.database, query);
        if (!preview) {
          return answer(
            404,
            render(index, { ...PAGE_META.notFound, head: SHARE_NOT_FOUND_META, body: notFoundLookalike('share') }),
            HTML_TYPE,
            soundbiteId === null ? publicContentTags.missing : publicContentTags.missingSoundbite(soundbiteId),
          );
        }
        const html = render(index, {
          title: pageTitle(preview.title),
          description: preview.description,
          head: shareMetaTags(preview, origin),
          ...(preview.view
            ? { body: shareLookalike(preview.view) }
            : preview.podcastView
              ? { body: podcastLookalike(preview.podcastView) }
              : {}),
          ...(preview.status === 200 ? { preload: preview.preload } : {}),
        });
        // A link whose range cannot be played has no view either: the app explains, and the status says it is broken.
        return answer(preview.status, html, HTML_TYPE, preview.tags);
      });
    },
  };
}
