/** `text` as an http or https address, the only kind the console links to; null for anything else. */
function webUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether `text` is an http or https address, as the API requires of images and web pages. */
export const isWebAddress = (text: string): boolean => webUrl(text) !== null;

/** The host of a web address without www, "adamcurry.com", which often tells namesakes apart; null without one. */
export function webHost(href: string | null | undefined): string | null {
  const url = href ? webUrl(href) : null;
  return url ? url.hostname.replace(/^www\./, '') : null;
}

/**
 * A web address as people write it: "launchedfm.com/about" for "https://www.launchedfm.com/about/?".
 * What is not a web address stays as it is.
 */
export function shortUrl(href: string): string {
  const url = webUrl(href);
  if (!url) return href;
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.hostname.replace(/^www\./, '')}${url.port ? `:${url.port}` : ''}${path}${url.search}`;
}
