import fs from 'node:fs';

/**
 * Decides whether a path is one of the web app's pages, from the route table the web build emits
 * (`app-routes.json`, written from the router's own generated route tree). The catch-all route is
 * what the app shows for everything else, so it does not count. A section with routes of its own
 * (/ops, /nova) owns every path beneath it: its layout shows its own not-found page, behind the
 * sign-in guard.
 */
export function createAppRouteMatcher(manifestPath: string) {
  let cached: { mtimeMs: number; match: (path: string) => boolean } | null = null;
  return function isAppRoute(pathname: string): boolean {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(manifestPath).mtimeMs;
    } catch {
      // A build without the table (older than the table itself): every path is the app's to judge.
      return true;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const { routes } = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { routes: string[] };
      cached = { mtimeMs, match: routeMatcher(routes) };
    }
    return cached.match(pathname);
  };
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

export function routeMatcher(routes: readonly string[]): (pathname: string) => boolean {
  const patterns = routes.filter((route) => !route.endsWith('/$')).map(segmentsOf);
  // A section is a first segment that has pages below it, e.g. /ops for /ops/episodes.
  const sections = new Set(patterns.filter((p) => p.length > 1).map((p) => p[0]!));
  return (pathname) => {
    let segments: string[];
    try {
      segments = segmentsOf(pathname).map(decodeURIComponent);
    } catch {
      return false;
    }
    if (segments.length > 0 && sections.has(segments[0]!)) return true;
    return patterns.some(
      (pattern) => pattern.length === segments.length && pattern.every((part, i) => part.startsWith('$') || part === segments[i]),
    );
  };
}
