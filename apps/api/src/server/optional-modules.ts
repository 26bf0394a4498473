import type { Hono } from 'hono';
import type { AppDeps } from '../lib/context.js';

/**
 * The demo content and the refresh scheduler are separate modules; the server
 * starts without them when they are absent (e.g. a trimmed deployment).
 */
async function importOptional(relativeToSrc: string): Promise<Record<string, unknown> | null> {
  const url = new URL(`../${relativeToSrc}`, import.meta.url).href;
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && String((err as Error).message).includes(relativeToSrc.split('/')[0]!)) {
      return null;
    }
    throw err;
  }
}

export interface Stoppable {
  stop(): Promise<void> | void;
}

export interface DemoModule {
  routers: Hono[];
  seed: ((deps: AppDeps) => Promise<unknown>) | null;
}

export async function loadDemoModule(): Promise<DemoModule> {
  const mod = await importOptional('demo/index.js');
  if (!mod) return { routers: [], seed: null };
  const routers = Object.values(mod).filter(
    (value): value is Hono => typeof value === 'object' && value !== null && 'fetch' in value && 'route' in value,
  );
  const seed = typeof mod.seedDemo === 'function' ? (mod.seedDemo as (deps: AppDeps) => Promise<unknown>) : null;
  return { routers, seed };
}

export async function startScheduler(deps: AppDeps): Promise<Stoppable | null> {
  const mod = await importOptional('ingest/index.js');
  const start = mod?.startRefreshScheduler;
  if (typeof start !== 'function') return null;
  const handle = await (start as (deps: AppDeps) => unknown)(deps);
  if (typeof handle === 'function') return { stop: handle as () => void };
  if (handle && typeof (handle as Stoppable).stop === 'function') return handle as Stoppable;
  return null;
}
