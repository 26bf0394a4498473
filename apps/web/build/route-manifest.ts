import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_MANIFEST_FILE = 'app-routes.json';

/** The full paths of the router's file routes, as the generated route tree lists them. */
export function routePathsFromTree(source: string): string[] {
  const body = /interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/**
 * Emits the app's route table next to index.html, so the server answers unknown paths with 404
 * from the same list the router uses rather than from a copy that drifts.
 */
export function routeManifest(routeTreeFile: string): Plugin {
  return {
    name: 'soundbites-route-manifest',
    apply: 'build',
    generateBundle() {
      const routes = routePathsFromTree(fs.readFileSync(path.resolve(routeTreeFile), 'utf8'));
      if (routes.length === 0) this.error(`No routes found in ${routeTreeFile}`);
      this.emitFile({ type: 'asset', fileName: ROUTE_MANIFEST_FILE, source: `${JSON.stringify({ routes }, null, 2)}\n` });
    },
  };
}
