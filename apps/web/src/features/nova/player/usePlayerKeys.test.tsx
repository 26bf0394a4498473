import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSingleKeyShortcuts } from '../../../lib/single-key-shortcuts';
import type { Player } from './PlayerProvider';
import { usePlayerKeys } from './usePlayerKeys';

function playerWithSoundbite() {
  return { current: { id: 'a' }, toggle: vi.fn(), next: vi.fn(), previous: vi.fn() } as unknown as Player & {
    toggle: ReturnType<typeof vi.fn>;
    next: ReturnType<typeof vi.fn>;
    previous: ReturnType<typeof vi.fn>;
  };
}

// From the page itself: the focus is on no control.
const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true }));

describe('usePlayerKeys', () => {
  afterEach(() => setSingleKeyShortcuts(true));

  it('plays or pauses with Space, and moves through the list with j and k', () => {
    const player = playerWithSoundbite();
    renderHook(() => usePlayerKeys(player));
    press(' ');
    press('j');
    press('k');
    expect(player.toggle).toHaveBeenCalledOnce();
    expect(player.next).toHaveBeenCalledOnce();
    expect(player.previous).toHaveBeenCalledOnce();
  });

  it('leaves j and k alone once letter shortcuts are turned off; Space still plays', () => {
    setSingleKeyShortcuts(false);
    const player = playerWithSoundbite();
    renderHook(() => usePlayerKeys(player));
    press('j');
    press('k');
    press(' ');
    expect(player.next).not.toHaveBeenCalled();
    expect(player.previous).not.toHaveBeenCalled();
    expect(player.toggle).toHaveBeenCalledOnce();
  });
});
