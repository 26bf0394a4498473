import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './single-flight';

describe('useSingleFlight', () => {
  it('runs a second request for the same key only once the first has ended, and other keys at once', async () => {
    const { result } = renderHook(() => useSingleFlight<string>());
    const once = result.current;
    let finish: () => void = () => undefined;
    const started: string[] = [];
    const run = (key: string) => () => {
      started.push(key);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    once('a', run('a'));
    once('a', run('a'));
    once('b', () => (started.push('b'), Promise.resolve()));
    expect(started).toEqual(['a', 'b']);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    once('a', run('a'));
    expect(started).toEqual(['a', 'b', 'a']);
  });

  it('lets the key go when the request fails', async () => {
    const { result } = renderHook(() => useSingleFlight<string>());
    let runs = 0;
    result.current('a', () => (runs++, Promise.reject(new Error('offline'))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    result.current('a', () => (runs++, Promise.resolve()));
    expect(runs).toBe(2);
  });
});
