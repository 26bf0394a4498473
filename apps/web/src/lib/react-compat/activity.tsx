import { createElement, type ReactNode } from 'preact/compat';

export interface ActivityProps {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}

/**
 * React 19.2's `Activity`, which Preact lacks and Mantine imports (Transition, Collapse, Tabs,
 * Stepper and Tree with `keepMounted`). Hidden content stays mounted, so its state and DOM survive,
 * and is taken out of layout and the accessibility tree. A wrapper with `display: contents` leaves
 * the children's layout as if it were not there. Unlike React, hidden content's effects keep
 * running: Mantine only hides panels with it, and none of them has effects that must stop.
 */
export function Activity({ mode = 'visible', children }: ActivityProps) {
  return createElement('div', { 'data-activity': mode, style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
