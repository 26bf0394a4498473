import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isSaveKey, useSaveShortcut } from './useSaveShortcut';

function Editor({ save, canSave }: { save: () => void; canSave: boolean }) {
  useSaveShortcut(save, canSave);
  return <input aria-label="Title" />;
}

describe('useSaveShortcut', () => {
  it('knows Ctrl+S and ⌘S, in either case, and nothing else', () => {
    const key = (init: Partial<KeyboardEvent>) => ({ key: 's', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
    expect(isSaveKey(key({ ctrlKey: true }))).toBe(true);
    expect(isSaveKey(key({ metaKey: true, key: 'S' }))).toBe(true);
    expect(isSaveKey(key({}))).toBe(false);
    expect(isSaveKey(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSaveKey(key({ ctrlKey: true, key: 'k' }))).toBe(false);
  });

  it('saves from inside a field, and keeps the browser from saving the page even when there is nothing to save', async () => {
    const save = vi.fn();
    const { getByLabelText, rerender } = render(<Editor save={save} canSave />);
    const pressed = fireEvent.keyDown(getByLabelText('Title'), { key: 's', ctrlKey: true });
    expect(pressed).toBe(false);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));

    rerender(<Editor save={save} canSave={false} />);
    expect(fireEvent.keyDown(getByLabelText('Title'), { key: 's', metaKey: true })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
