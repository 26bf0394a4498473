import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElapsedTime } from './components/AddPodcastBox';

describe("an import's elapsed time", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing for a quick import, then counts the seconds, out of the screen reader’s hearing', () => {
    const { container } = render(
      <MantineProvider>
        <ElapsedTime />
      </MantineProvider>,
    );
    const shown = container.querySelector('[aria-hidden]')!;
    expect(shown).toHaveTextContent('');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(shown).toHaveTextContent('');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(shown).toHaveTextContent('3 s');
    act(() => void vi.advanceTimersByTime(62_000));
    expect(shown).toHaveTextContent('1 min 5 s');
  });
});
