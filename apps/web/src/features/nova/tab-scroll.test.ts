import { describe, expect, it } from 'vitest';
import { visibleScrollLeft } from './tab-scroll';

describe('visibleScrollLeft', () => {
  it('leaves the row where it is when the tab is already whole in sight', () => {
    expect(visibleScrollLeft(0, 300, 100, 80)).toBe(0);
  });

  it('scrolls just far enough to show a tab cut off on the right', () => {
    expect(visibleScrollLeft(0, 300, 260, 80)).toBe(40);
  });

  it('scrolls back to a tab hidden on the left', () => {
    expect(visibleScrollLeft(200, 300, 50, 80)).toBe(50);
  });
});
