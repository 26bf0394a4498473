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

/**
 * `shortUrl`, cut in the middle when it is longer than `max` characters: "feeds.example.com/shows/…/feed.xml".
 * The host and the end (the file, a private feed's token) are what tell two addresses apart; cut at
 * its end, a long one lost them.
 */
export function compactUrl(href: string, max = 56): string {
  const short = shortUrl(href);
  const characters = [...short];
  if (characters.length <= max) return short;
  const tail = Math.floor((max - 1) * 0.4);
  return `${characters.slice(0, max - 1 - tail).join('')}…${characters.slice(-tail).join('')}`;
}
