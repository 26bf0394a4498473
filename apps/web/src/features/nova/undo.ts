/** Where an item was before it was taken out of a list, so Undo can put it back there. */
export interface Removed<T> {
  item: T;
  index: number;
}

export function withoutItem<T extends { id: string }>(list: readonly T[], id: string): { list: T[]; removed: Removed<T> | null } {
  const index = list.findIndex((entry) => entry.id === id);
  if (index === -1) return { list: [...list], removed: null };
  return { list: [...list.slice(0, index), ...list.slice(index + 1)], removed: { item: list[index]!, index } };
}

/** Puts an item back where it was (or at the end if the list got shorter), never twice. */
export function restoreItem<T extends { id: string }>(list: readonly T[], removed: Removed<T>): T[] {
  const rest = list.filter((entry) => entry.id !== removed.item.id);
  const index = Math.min(Math.max(removed.index, 0), rest.length);
  return [...rest.slice(0, index), removed.item, ...rest.slice(index)];
}
