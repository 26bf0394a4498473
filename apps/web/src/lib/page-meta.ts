import { PAGE_META, pageTitle } from '@soundbites/config';
import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  /** A page's own tab title and description, declared on its route as `staticData`. */
  interface StaticDataRouteOption {
    /** The page's name; the tab shows "<name> · Soundbites". */
    title?: string;
    /** The whole tab title, for the home page. */
    fullTitle?: string;
    description?: string;
    /**
     * A route tree that draws its own shell for staff instead of the site's ('nova'), or a page
     * inside it kept in the site's ('site': its sign-in page). The deepest route that says decides.
     */
    shell?: 'nova' | 'site';
  }
}

/** Whether the page shown sits in Nova's own shell (for staff) rather than the site's. */
export function inNovaShell(matches: readonly { staticData: { shell?: 'nova' | 'site' } }[]): boolean {
  const decided = matches.findLast((match) => match.staticData.shell !== undefined);
  return decided?.staticData.shell === 'nova';
}

function setDescription(description: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/**
 * After every navigation, gives the tab the deepest matched route's title and description.
 * Routes without one (the share page, the ops pages) set their own from their data.
 */
export function installPageMeta(router: AnyRouter): () => void {
  return router.subscribe('onResolved', () => {
    const meta = [...router.state.matches].reverse().find((match) => match.staticData?.title || match.staticData?.fullTitle)?.staticData;
    if (!meta) return;
    document.title = meta.fullTitle ?? pageTitle(meta.title!);
    setDescription(meta.description ?? PAGE_META.home.description);
  });
}
