import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EDITOR_ROOT, useFocusFirstFieldOnLeave } from './editor-focus';

function GoneOnUse({ onUse }: { onUse: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useFocusFirstFieldOnLeave(button);
  return (
    <button ref={button} type="button" onClick={onUse}>
      Discard changes
    </button>
  );
}

function Editor() {
  const [dirty, setDirty] = useState(true);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Leave
      </button>
      {open ? (
        <form {...EDITOR_ROOT}>
          <input type="hidden" name="id" />
          <input aria-label="Disabled" disabled />
          <input aria-label="Name" />
          <input aria-label="Description" />
          {dirty ? <GoneOnUse onUse={() => setDirty(false)} /> : null}
        </form>
      ) : null}
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('useFocusFirstFieldOnLeave', () => {
  it('hands the focus of a control that went to the editor’s first field', async () => {
    render(<Editor />);
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    discard.focus();
    act(() => discard.click());
    await settle();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('leaves a focus the user moved elsewhere', async () => {
    render(<Editor />);
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    act(() => discard.click());
    screen.getByRole('textbox', { name: 'Description' }).focus();
    await settle();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
  });

  it('does nothing when the whole editor goes', async () => {
    render(<Editor />);
    screen.getByRole('button', { name: 'Discard changes' }).focus();
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    await settle();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(document.body).toHaveFocus();
  });
});
