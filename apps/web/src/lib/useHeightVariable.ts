import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a CSS custom property on the document (`--name`) equal to the height of the element in `ref`
 * while `active`, and removes it after: what is drawn beside a bar that changes height (a toast above a
 * player that wraps on a phone) is placed by it in CSS alone.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`, active = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const { style } = document.documentElement;
    const update = () => style.setProperty(name, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.removeProperty(name);
    };
  }, [ref, name, active]);
}
