import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './useFocusReturn';

function Form({ gone = false }: { gone?: boolean }) {
  const [busy, setBusy] = useState(false);
  useFocusReturn(busy);
  return (
    <div>
      <input aria-label="Elsewhere" />
      {gone && busy ? null : (
        <button type="button" disabled={busy} onClick={() => setBusy(true)}>
          Sign in
        </button>
      )}
      <button type="button" onClick={() => setBusy(false)}>
        Finish
      </button>
    </div>
  );
}

describe('useFocusReturn', () => {
  it('gives the focus back to the button that started the work once it is enabled again', () => {
    render(<Form />);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    signIn.focus();
    act(() => signIn.click());
    expect(signIn).toBeDisabled();
    // What a browser does to a focused control that becomes disabled.
    act(() => signIn.blur());
    act(() => screen.getByRole('button', { name: 'Finish' }).click());
    expect(signIn).toHaveFocus();
  });

  it('leaves the focus where the visitor moved it meanwhile', () => {
    render(<Form />);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    signIn.focus();
    act(() => signIn.click());
    const elsewhere = screen.getByLabelText('Elsewhere');
    elsewhere.focus();
    act(() => screen.getByRole('button', { name: 'Finish' }).click());
    expect(elsewhere).toHaveFocus();
  });

  it('does nothing when the element that had the focus is gone', () => {
    render(<Form gone />);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    signIn.focus();
    act(() => signIn.click());
    expect(signIn.isConnected).toBe(false);
    act(() => screen.getByRole('button', { name: 'Finish' }).click());
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveFocus();
  });
});
