import { expect, type Page } from '@playwright/test';

/**
 * Presses `key` up to `steps` times and checks after each that the focused element is not under a
 * bar that stays over the page (the sticky header, the selection bar, Nova's player): it is the bar's
 * own, or lies clear of it. Returns how many steps were checked.
 */
export async function expectFocusClearOfBars(page: Page, key: 'Tab' | 'Shift+Tab', steps: number): Promise<number> {
  let checked = 0;
  for (let step = 0; step < steps; step++) {
    await page.keyboard.press(key);
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const bars = [...document.querySelectorAll('header, [role="region"][aria-label="Selection"], section[aria-label="Player"]')];
      for (const bar of bars) {
        if (bar.contains(focused) || getComputedStyle(bar).visibility === 'hidden') continue;
        const edge = bar.getBoundingClientRect();
        if (box.bottom > edge.top + 1 && box.top < edge.bottom - 1) {
          return `${focused.tagName} "${focused.textContent?.trim().slice(0, 40) ?? ''}" (${Math.round(box.top)}–${Math.round(box.bottom)}) under ${bar.tagName} (${Math.round(edge.top)}–${Math.round(edge.bottom)})`;
        }
      }
      return null;
    });
    expect(hidden, `step ${step + 1} of ${key}`).toBeNull();
    checked++;
  }
  return checked;
}
