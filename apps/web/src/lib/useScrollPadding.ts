import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between a focused or revealed element and a bar over the page's edge. */
const GAP = 8;

/**
 * Keeps the page's scroll padding on one side as tall as the element in `ref` (a sticky header, a
 * bar at the foot of the screen) and its distance from that edge, plus a gap, while `active`: the
 * browser then scrolls whatever gets keyboard focus, or is scrolled into view, clear of that element
 * instead of under it.
 */
export function useScrollPadding(ref: RefObject<HTMLElement | null>, side: 'top' | 'bottom', active = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const { style } = document.documentElement;
    const property = side === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const update = () => {
      // A sticky bar may be held off the edge (bottom: 12px): that strip is covered too, in effect.
      const offset = Number.parseFloat(getComputedStyle(element)[side]) || 0;
      style[property] = `${element.offsetHeight + Math.max(0, offset) + GAP}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style[property] = '';
    };
  }, [ref, side, active]);
}
