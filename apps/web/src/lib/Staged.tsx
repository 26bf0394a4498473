import { useLayoutEffect, useState, type ReactNode } from 'react';
import { inStage, isStaging } from './staged-render';

/**
 * A part of the page that, during the first render of a page the server painted, renders in a task
 * of its own: the first render is built out of sight while the server's copy stays on screen, so
 * splitting it costs nothing visible and keeps each task short. At any other time it renders at once.
 */
export function Staged({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !isStaging());
  useLayoutEffect(() => (shown ? undefined : inStage(() => setShown(true))), [shown]);
  return shown ? <>{children}</> : null;
}
