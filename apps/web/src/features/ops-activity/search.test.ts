import { describe, expect, it } from 'vitest';
import { activitySearch, calendarDay, periodInstants, validateActivitySearch } from './search';

describe('the period of the activity list', () => {
  it('takes calendar days as a date box gives them, and drops anything else', () => {
    expect(calendarDay('2026-11-20')).toBe('2026-11-20');
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '20-11-2026', 'yesterday', '', 20261120, null]) expect(calendarDay(bad)).toBeUndefined();
    expect(activitySearch.validate({ from: '2026-11-20', to: 'soon' })).toMatchObject({ from: '2026-11-20', to: undefined });
  });

  it('runs from the start of the first day to the start of the day after the last, in local time', () => {
    expect(periodInstants('2026-11-20', '2026-11-21')).toEqual({
      from: new Date(2026, 10, 20).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
    // The last day of a month and of a year roll over.
    expect(periodInstants(undefined, '2026-12-31')).toEqual({ to: new Date(2027, 0, 1).toISOString() });
    expect(periodInstants(undefined, undefined)).toEqual({});
  });
});

describe('validateActivitySearch', () => {
  it('reads a period written backwards the right way round', () => {
    expect(validateActivitySearch({ from: '2026-11-27', to: '2026-11-20' })).toMatchObject({ from: '2026-11-20', to: '2026-11-27' });
    expect(validateActivitySearch({ from: '2026-11-20', to: '2026-11-27' })).toMatchObject({ from: '2026-11-20', to: '2026-11-27' });
    expect(validateActivitySearch({ from: '2026-11-27' })).toMatchObject({ from: '2026-11-27', to: undefined });
  });
});
