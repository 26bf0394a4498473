/** Room kept between a row's checkbox and the selection bar's top edge. */
const MARGIN = 8;

/**
 * How far to scroll down so that `target` (a checkbox just ticked) is no longer hidden under `cover`
 * (the selection bar, stuck to the foot of the screen): 0 when it is already clear of it.
 */
export function scrollToClear(target: Pick<DOMRect, 'top' | 'bottom'>, cover: Pick<DOMRect, 'top' | 'bottom'>): number {
  const overlap = target.bottom + MARGIN - cover.top;
  // A target wholly below the cover is not under it (the bar above it, in its place in the page).
  if (overlap <= 0 || target.top >= cover.bottom) return 0;
  return Math.ceil(overlap);
}
