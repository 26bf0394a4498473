/**
 * A web address as people write it: "launchedfm.com/about" for "https://www.launchedfm.com/about/?".
 * What is not a web address stays as it is.
 */
export function shortUrl(href: string): string {
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
    const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
    return `${url.hostname.replace(/^www\./, '')}${url.port ? `:${url.port}` : ''}${path}${url.search}`;
  } catch {
    return href;
  }
}
