import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seekKeyHandler } from './seek-keys';

/** A key press, with the spy that says whether its default was prevented. */
function press(key: string) {
  const preventDefault = vi.fn();
  return { event: { key, preventDefault } as unknown as KeyboardEvent, preventDefault };
}

describe('seekKeyHandler', () => {
  const player = (elapsed: number) => ({ elapsed, length: 30, seek: vi.fn(), toggle: vi.fn() });

  it('jumps 10 s with Page Up and Page Down, within the clip', () => {
    const at12 = player(12);
    seekKeyHandler(at12)(press('PageUp').event);
    seekKeyHandler(at12)(press('PageDown').event);
    expect(at12.seek.mock.calls).toEqual([[22], [2]]);
    const near = player(25);
    seekKeyHandler(near)(press('PageUp').event);
    const early = player(4);
    seekKeyHandler(early)(press('PageDown').event);
    expect(near.seek).toHaveBeenCalledWith(30);
    expect(early.seek).toHaveBeenCalledWith(0);
  });

  it('plays or pauses with Space instead of scrolling the page, and leaves other keys to the slider', () => {
    const at = player(5);
    const space = press(' ');
    seekKeyHandler(at)(space.event);
    expect(at.toggle).toHaveBeenCalledOnce();
    expect(space.preventDefault).toHaveBeenCalled();
    const arrow = press('ArrowRight');
    seekKeyHandler(at)(arrow.event);
    expect(arrow.preventDefault).not.toHaveBeenCalled();
    expect(at.seek).not.toHaveBeenCalled();
  });
});
