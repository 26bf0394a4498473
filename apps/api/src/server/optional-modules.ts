import type { AppDeps } from '../lib/context.js';

/** The refresh scheduler is optional: the server starts without it when the module is absent. */
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

export async function startScheduler(deps: AppDeps): Promise<Stoppable | null> {
  const mod = await importOptional('ingest/index.js');
  const start = mod?.startRefreshScheduler;
  if (typeof start !== 'function') return null;
  const handle = await (start as (deps: AppDeps) => unknown)(deps);
  if (typeof handle === 'function') return { stop: handle as () => void };
  if (handle && typeof (handle as Stoppable).stop === 'function') return handle as Stoppable;
  return null;
}
