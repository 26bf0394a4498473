import { useEffect, useSyncExternalStore } from 'react';

/** Something to do on the page shown (publish the soundbite open in it, say), offered first in the command palette. */
export interface PageCommand {
  id: string;
  label: string;
  description: string;
  /** Other words staff may type for it. */
  keywords: readonly string[];
  run: () => void;
}

const NONE: readonly PageCommand[] = [];
let offered: readonly PageCommand[] = NONE;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Offers `commands` in the command palette while the calling page is shown; the page's last offer wins.
 * Pass the same list while nothing changes (memoized): a new list each render offers it afresh each time.
 */
export function usePageCommands(commands: readonly PageCommand[]): void {
  useEffect(() => {
    offered = commands;
    tell();
    return () => {
      if (offered !== commands) return;
      offered = NONE;
      tell();
    };
  }, [commands]);
}

/** The commands the page shown offers, for the palette. */
export function useOfferedPageCommands(): readonly PageCommand[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offered,
  );
}
