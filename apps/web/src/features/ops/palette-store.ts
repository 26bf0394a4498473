import { createSpotlight } from '@mantine/spotlight';
import type { ComponentType } from 'react';

/** The command palette's state (open, query, the selected option), and what opens and closes it. */
export const [paletteStore, palette] = createSpotlight();

/**
 * Something to do from the palette, wherever staff are: it opens its dialog over the page. The
 * console's route hands these to the layout, since each dialog belongs to another feature.
 */
export interface PaletteCommand {
  id: string;
  label: string;
  description: string;
  /** Other words staff may type for it ("import", "feed"). */
  keywords: readonly string[];
  /**
   * What is typed may be the task's input itself (a feed URL pasted for Add a podcast): then the
   * task is offered under `label(typed)`, and its dialog opens with what was typed.
   */
  takesTyped?: { accepts: (typed: string) => boolean; label: (typed: string) => string };
  /** `typed`: what was typed in the palette, when the task took it. */
  Dialog: ComponentType<{ onClose: () => void; typed?: string | undefined }>;
}

/** A task chosen in the palette, with what was typed when the task takes it. */
export interface ChosenTask {
  command: PaletteCommand;
  typed?: string | undefined;
}

/** A command matches what is typed when its label or one of its keywords holds it. */
export const commandMatches = (command: Pick<PaletteCommand, 'label' | 'keywords'>, needle: string) =>
  !needle || [command.label, ...command.keywords].some((words) => words.toLowerCase().includes(needle));

let focusedBeforeOpening: Element | null = null;
let wasOpened = false;
paletteStore.subscribe((state) => {
  // Read as the palette opens, before its box takes the focus.
  if (state.opened && !wasOpened) focusedBeforeOpening = document.activeElement;
  wasOpened = state.opened;
});

/** Gives the focus back to where it was before the palette opened (a command's dialog, closing, has nowhere else to return it). */
export function focusBeforePalette() {
  const element = focusedBeforeOpening;
  if (element instanceof HTMLElement && element.isConnected) element.focus({ preventScroll: true });
}
