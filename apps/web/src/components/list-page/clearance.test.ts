import { describe, expect, it } from 'vitest';
import { scrollToClear } from './clearance';

const bar = { top: 600, bottom: 650 };

describe('scrollToClear', () => {
  it('scrolls a checkbox out from under the bar, with a margin', () => {
    expect(scrollToClear({ top: 610, bottom: 630 }, bar)).toBe(38);
    expect(scrollToClear({ top: 580, bottom: 599.5 }, bar)).toBe(8);
  });

  it('leaves a checkbox that is clear of the bar where it is', () => {
    expect(scrollToClear({ top: 500, bottom: 520 }, bar)).toBe(0);
    expect(scrollToClear({ top: 572, bottom: 592 }, bar)).toBe(0);
  });

  it('leaves a checkbox below the bar where it is', () => {
    expect(scrollToClear({ top: 660, bottom: 680 }, bar)).toBe(0);
  });
});
