import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { UndoProvider, useOfferUndo, useReportFailure, useWithdrawUndo } from './UndoProvider';

function Remover({ onUndo }: { onUndo: () => void }) {
  const offerUndo = useOfferUndo();
  const reportFailure = useReportFailure();
  const withdrawUndo = useWithdrawUndo();
  return (
    <>
      <button type="button" onClick={() => offerUndo('Removed from Saved', onUndo, 'saved:dawn')}>
        Remove
      </button>
      <button type="button" onClick={() => withdrawUndo('saved:dawn')}>
        Save again
      </button>
      <button type="button" onClick={() => withdrawUndo('saved:other')}>
        Save another
      </button>
      <input aria-label="Search" />
      <button type="button" onClick={() => reportFailure('“Dawn chorus” is still in Saved: Internal error. Try again in a moment.')}>
        Fail
      </button>
    </>
  );
}

function renderWithUndo(onUndo = vi.fn()) {
  render(
    <MantineProvider>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <UndoProvider>
          <Remover onUndo={onUndo} />
        </UndoProvider>
      </main>
    </MantineProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Remove' }).click());
  return screen.getByRole('button', { name: 'Undo' });
}

describe('UndoProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers Undo for a few seconds', () => {
    const undo = renderWithUndo();
    expect(undo).toBeVisible();
    act(() => void vi.advanceTimersByTime(8_000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('announces the removal from a status region that holds only its words, not the Undo button', () => {
    renderWithUndo();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Removed from Saved. Undo is offered for a few seconds: press Z.');
    expect(status).not.toContainElement(screen.getByRole('button', { name: 'Undo' }));
    act(() => void vi.advanceTimersByTime(8_000));
    expect(status).toHaveTextContent('');
  });

  it('replaces the offer with a failure said as an alert, with nothing to undo', () => {
    renderWithUndo();
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('“Dawn chorus” is still in Saved: Internal error. Try again in a moment.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => void vi.advanceTimersByTime(8_000));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('waits while the focus is on the offer, and runs its full time again once it leaves', () => {
    const undo = renderWithUndo();
    act(() => undo.focus());
    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Remove' }).focus());
    act(() => void vi.advanceTimersByTime(7_000));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('waits while the pointer is on it', () => {
    const undo = renderWithUndo();
    act(() => void fireEvent.pointerEnter(undo.closest('.mantine-Paper-root')!));
    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
  });

  it('is declined with Escape, and the focus goes to the page’s content', () => {
    const onUndo = vi.fn();
    const undo = renderWithUndo(onUndo);
    act(() => undo.focus());
    act(() => void fireEvent.keyDown(undo, { key: 'Escape' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('is taken up with Z or Ctrl+Z from anywhere but a text box, the focus staying where it is', () => {
    const onUndo = vi.fn();
    renderWithUndo(onUndo);
    const search = screen.getByRole('textbox', { name: 'Search' });
    act(() => search.focus());
    act(() => void fireEvent.keyDown(search, { key: 'z' }));
    act(() => void fireEvent.keyDown(search, { key: 'z', ctrlKey: true }));
    expect(onUndo).not.toHaveBeenCalled();
    const remove = screen.getByRole('button', { name: 'Remove' });
    act(() => remove.focus());
    act(() => void fireEvent.keyDown(remove, { key: 'z' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(remove).toHaveFocus();
    // Once taken up, the key does nothing more.
    act(() => void fireEvent.keyDown(remove, { key: 'z', ctrlKey: true }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    act(() => remove.click());
    act(() => void fireEvent.keyDown(remove, { key: 'Z', metaKey: true }));
    expect(onUndo).toHaveBeenCalledTimes(2);
  });

  it('takes Z alone only while single-key shortcuts are on', () => {
    localStorage.setItem('soundbites-single-key-shortcuts', 'off');
    try {
      const onUndo = vi.fn();
      renderWithUndo(onUndo);
      expect(screen.getByRole('status')).toHaveTextContent('Removed from Saved. Undo is offered for a few seconds: press Ctrl+Z.');
      act(() => void fireEvent.keyDown(document.body, { key: 'z' }));
      expect(onUndo).not.toHaveBeenCalled();
      act(() => void fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }));
      expect(onUndo).toHaveBeenCalledTimes(1);
    } finally {
      localStorage.removeItem('soundbites-single-key-shortcuts');
    }
  });

  it('is withdrawn when what it would put back is put back by hand, and only then', () => {
    renderWithUndo();
    act(() => screen.getByRole('button', { name: 'Save another' }).click());
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Save again' }).click());
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
