import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFocusKeeper } from './focus-keeper';

function Row({ gone = false }: { gone?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <input aria-label="Elsewhere" />
      {gone && busy ? null : (
        <button type="button" disabled={busy} onClick={() => setBusy(true)}>
          Refresh now
        </button>
      )}
      <button type="button" onClick={() => setBusy(false)}>
        Finish
      </button>
    </div>
  );
}

/** Mutation observers report after the current task's microtasks. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('installFocusKeeper', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFocusKeeper();
  });
  afterEach(() => uninstall());

  it('gives the focus back to a control enabled again after its work, when the focus was left on the page', async () => {
    render(<Row />);
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    refresh.focus();
    // What a browser does with a focused control that becomes disabled (jsdom keeps the focus on it).
    refresh.blur();
    act(() => refresh.click());
    await settle();
    expect(refresh).toBeDisabled();
    expect(document.body).toHaveFocus();
    // The work ends (here by another button, whose click leaves the focus where it was).
    act(() => void screen.getByRole('button', { name: 'Finish' }).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await settle();
    expect(refresh).toHaveFocus();
  });

  it('leaves a focus the user has moved elsewhere meanwhile', async () => {
    render(<Row />);
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    refresh.focus();
    act(() => refresh.click());
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    act(() => void screen.getByRole('button', { name: 'Finish' }).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await settle();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('does nothing when the control that had the focus is gone: the one drawn in its place does not take it', async () => {
    render(<Row gone />);
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    refresh.focus();
    act(() => refresh.click());
    expect(refresh.isConnected).toBe(false);
    act(() => void screen.getByRole('button', { name: 'Finish' }).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await settle();
    expect(screen.getByRole('button', { name: 'Refresh now' })).not.toHaveFocus();
  });
});
