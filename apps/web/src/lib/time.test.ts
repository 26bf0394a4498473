import { describe, expect, it } from 'vitest';
import { decimalsOf, formatTime, parseTime, speakTime } from './time';

describe('parseTime', () => {
  it('reads plain seconds and keeps their decimals exactly', () => {
    expect(parseTime('83.4')).toEqual({ ok: true, seconds: 83.4 });
    expect(parseTime(' 0 ')).toEqual({ ok: true, seconds: 0 });
    expect(parseTime('12.345678')).toEqual({ ok: true, seconds: 12.345678 });
    expect(parseTime('7,5')).toEqual({ ok: true, seconds: 7.5 });
  });

  it('reads m:ss.s and h:mm:ss.s without floating-point noise', () => {
    expect(parseTime('1:23.4')).toEqual({ ok: true, seconds: 83.4 });
    expect(parseTime('0:00.1')).toEqual({ ok: true, seconds: 0.1 });
    expect(parseTime('1:00.3')).toEqual({ ok: true, seconds: 60.3 });
    expect(parseTime('1:02:05.25')).toEqual({ ok: true, seconds: 3725.25 });
    expect(parseTime('90:00')).toEqual({ ok: true, seconds: 5400 });
  });

  it('reads a time typed halfway: a trailing point, or a fraction without its zero', () => {
    expect(parseTime('12.')).toEqual({ ok: true, seconds: 12 });
    expect(parseTime('.5')).toEqual({ ok: true, seconds: 0.5 });
    expect(parseTime('1:.5')).toEqual({ ok: true, seconds: 60.5 });
    expect(parseTime('1:05.')).toEqual({ ok: true, seconds: 65 });
    expect(parseTime('.')).toMatchObject({ ok: false });
  });

  it('explains what is wrong with bad input', () => {
    expect(parseTime('')).toMatchObject({ ok: false, message: expect.stringContaining('Enter a time') });
    expect(parseTime('abc')).toMatchObject({ ok: false, message: expect.stringContaining('not a time') });
    expect(parseTime('-3')).toMatchObject({ ok: false });
    expect(parseTime('1:75')).toMatchObject({ ok: false, message: expect.stringContaining('below 60') });
    expect(parseTime('1:60:00')).toMatchObject({ ok: false, message: expect.stringContaining('Minutes') });
    expect(parseTime('1::2')).toMatchObject({ ok: false });
  });
});

describe('formatTime', () => {
  it('writes m:ss with only the decimals that are there', () => {
    expect(formatTime(83.4)).toBe('1:23.4');
    expect(formatTime(5)).toBe('0:05');
    expect(formatTime(0.125)).toBe('0:00.125');
    expect(formatTime(59.9999)).toBe('1:00');
    expect(formatTime(3725.25)).toBe('1:02:05.25');
    expect(formatTime(-2)).toBe('0:00');
  });

  it('pads the decimals to those asked, for a column of times that line up', () => {
    expect(formatTime(49.1, 3)).toBe('0:49.100');
    expect(formatTime(25.585, 3)).toBe('0:25.585');
    expect(formatTime(5, 1)).toBe('0:05.0');
    expect(decimalsOf([25.585, 29.354, 49.1])).toBe(3);
    expect(decimalsOf([5, 12])).toBe(0);
    expect(decimalsOf([5, 12.5])).toBe(1);
  });

  it('round-trips through parseTime', () => {
    for (const seconds of [0, 0.1, 9.779, 24.885, 83.4, 599.999, 3725.25]) {
      expect(parseTime(formatTime(seconds))).toEqual({ ok: true, seconds });
    }
  });

  it('speaks times for screen readers', () => {
    expect(speakTime(83.4)).toBe('1 minute 23.4 seconds');
    expect(speakTime(1)).toBe('1 second');
    expect(speakTime(125)).toBe('2 minutes 5 seconds');
    expect(speakTime(3723)).toBe('1 hour 2 minutes 3 seconds');
    expect(speakTime(7200.5)).toBe('2 hours 0 minutes 0.5 seconds');
  });
});
