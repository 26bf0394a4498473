import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { UndoProvider, useOfferUndo, useReportFailure } from './UndoProvider';

function Remover({ onUndo }: { onUndo: () => void }) {
  const offerUndo = useOfferUndo();
  const reportFailure = useReportFailure();
  return (
    <>
      <button type="button" onClick={() => offerUndo('Removed from Saved', onUndo)}>
        Remove
      </button>
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
    expect(status).toHaveTextContent('Removed from Saved. Undo is offered for a few seconds.');
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
});
