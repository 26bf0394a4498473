import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@soundbites/config';
import { typingInto } from '../../../components/KeyboardShortcutsDialog';
import { singleKeyShortcutsOn } from '../../../lib/single-key-shortcuts';
import classes from './NovaLayout.module.css';

/** How long Undo is offered. */
const UNDO_MS = 8000;

interface UndoOffer {
  id: number;
  message: string;
  /** Absent on a failure's notice: there is nothing to take back. */
  undo?: () => void;
  /** What had focus when the removal was made (the removed card's own button, usually), and where it was. */
  focused: Element | null;
  place: ControlPlace | null;
  /** What was removed ("saved:<id>"): the offer is withdrawn once that is put back by hand. */
  about?: string;
}

type OfferUndo = (message: string, undo: () => void, about?: string) => void;
type ReportFailure = (message: string) => void;
type WithdrawUndo = (about: string) => void;

const UndoContext = createContext<{ offerUndo: OfferUndo; reportFailure: ReportFailure; withdrawUndo: WithdrawUndo } | null>(null);

function useNotices() {
  const notices = useContext(UndoContext);
  if (!notices) throw new Error('Nova’s notices are used inside <UndoProvider>');
  return notices;
}

export const useOfferUndo = (): OfferUndo => useNotices().offerUndo;

/** Takes back the offer to undo a removal that was put back by hand (saved again, followed again): it would undo nothing. */
export const useWithdrawUndo = (): WithdrawUndo => useNotices().withdrawUndo;

/** The keys that take the offer up: Z where single-key shortcuts are on, Ctrl+Z or ⌘Z anywhere but in a text box. */
const UNDO_KEYS = 'z Control+Z Meta+Z';

/**
 * Says that a change shown at once (a save, a follow) did not reach the server and was taken back;
 * it replaces an Undo offered for it, which would undo nothing.
 */
export const useReportFailure = (): ReportFailure => useNotices().reportFailure;

/** A removal is done at once and offered back for a few seconds; a newer offer replaces an older one. */
export function UndoProvider({ children }: { children: ReactNode }) {
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const nextId = useRef(0);
  const undoButton = useRef<HTMLButtonElement>(null);
  const offerUndo = useCallback<OfferUndo>((message, undo, about) => {
    nextId.current += 1;
    const focused = document.activeElement;
    setOffer({ id: nextId.current, message, undo, focused, place: placeOf(focused), about });
  }, []);
  const withdrawUndo = useCallback<WithdrawUndo>((about) => {
    setOffer((current) => (current?.undo && current.about === about ? null : current));
  }, []);
  const reportFailure = useCallback<ReportFailure>((message) => {
    nextId.current += 1;
    setOffer({ id: nextId.current, message, focused: null, place: null });
  }, []);
  const notices = useMemo(() => ({ offerUndo, reportFailure, withdrawUndo }), [offerUndo, reportFailure, withdrawUndo]);

  // The keyboard's place must not fall to the page's top when the card with the focused button
  // goes: it moves to Undo, the one thing to do next about that card.
  useEffect(() => {
    if (!offer) return;
    const frame = requestAnimationFrame(() => {
      const lost = offer.focused !== null && offer.focused !== document.body && !offer.focused.isConnected;
      if (lost && (document.activeElement === document.body || document.activeElement === null)) undoButton.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [offer]);

  // The offer waits while the pointer or the focus is on it (a keyboard or screen reader user needs
  // the time it takes to get there and decide), and runs its full time again once they leave.
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const waiting = held.pointer || held.focus;
  useEffect(() => {
    if (!offer || waiting) return;
    const timer = setTimeout(() => setOffer((current) => (current?.id === offer.id ? null : current)), UNDO_MS);
    return () => clearTimeout(timer);
  }, [offer, waiting]);
  /** Takes the offer up. Undo goes with its message: a focus that was on it (or was lost with the card) returns to the button on the card brought back. */
  const takeUp = (current: UndoOffer) => {
    const active = document.activeElement;
    const focusToReturn = active === undoButton.current || active === document.body || active === null ? current.place : null;
    current.undo?.();
    setOffer(null);
    setHeld({ pointer: false, focus: false });
    if (focusToReturn) focusWhenBack(focusToReturn);
  };
  // Undo is one key away wherever the keyboard is: on the feed the card stays, and its notice is the
  // page's last stop, dozens of Tab presses from the button that made the change.
  useWindowEvent('keydown', (event) => {
    if (!offer?.undo || event.defaultPrevented || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'z') return;
    if (typingInto(event.target)) return;
    const withModifier = event.ctrlKey || event.metaKey;
    if (!withModifier && !singleKeyShortcutsOn()) return;
    event.preventDefault();
    takeUp(offer);
  });
  const dismiss = () => {
    const hadFocus = held.focus;
    setOffer(null);
    setHeld({ pointer: false, focus: false });
    // Its card is gone: the keyboard goes on from the page's content, not the document's start.
    if (hadFocus) document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <UndoContext.Provider value={notices}>
      {children}
      {/* The message is announced from a region that is always there and holds only text: a live
          region around the toast would read its Undo button out as part of the news. */}
      <VisuallyHidden role="status" aria-live="polite">
        {offer?.undo ? `${offer.message}. Undo is offered for a few seconds: press ${singleKeyShortcutsOn() ? 'Z' : 'Ctrl+Z'}.` : ''}
      </VisuallyHidden>
      <VisuallyHidden role="alert">{offer && !offer.undo ? offer.message : ''}</VisuallyHidden>
      <div className={classes.toastRegion}>
        {offer ? (
          <Paper
            shadow="md"
            radius="md"
            px="md"
            py="xs"
            className={classes.toast}
            withBorder
            onPointerEnter={() => setHeld((current) => ({ ...current, pointer: true }))}
            onPointerLeave={() => setHeld((current) => ({ ...current, pointer: false }))}
            onFocus={() => setHeld((current) => ({ ...current, focus: true }))}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setHeld((current) => ({ ...current, focus: false }));
            }}
            // Escape declines the offer.
            onKeyDown={(event) => {
              if (event.key === 'Escape') dismiss();
            }}
          >
            <Group gap="md" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ minWidth: 0 }} c={offer.undo ? undefined : 'var(--mantine-color-error)'}>
                {offer.message}
              </Text>
              {offer.undo ? (
                <Button
                  ref={undoButton}
                  size="compact-sm"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  aria-keyshortcuts={UNDO_KEYS}
                  onClick={() => takeUp(offer)}
                >
                  Undo
                </Button>
              ) : null}
            </Group>
          </Paper>
        ) : null}
      </div>
    </UndoContext.Provider>
  );
}

/**
 * Where a control is, by names that survive its card being removed and brought back: the card's
 * name, which of the cards of that name it is (titles may repeat), and the control's name.
 */
interface ControlPlace {
  card: string;
  nth: number;
  control: string;
}

const cardsNamed = (name: string) =>
  [...document.querySelectorAll('article')].filter((article) => article.getAttribute('aria-label') === name);

function placeOf(element: Element | null): ControlPlace | null {
  const article = element?.closest('article');
  const card = article?.getAttribute('aria-label');
  const control = element?.getAttribute('aria-label');
  return article && card && control ? { card, nth: cardsNamed(card).indexOf(article), control } : null;
}

/** Frames to wait for a card brought back to be drawn again. */
const FRAMES_TO_WAIT = 30;

/** Focuses the control at `place` once its card is back, or the page's main content if it does not come. */
function focusWhenBack(place: ControlPlace, framesLeft = FRAMES_TO_WAIT) {
  requestAnimationFrame(() => {
    const named = cardsNamed(place.card);
    const card = named[place.nth] ?? named[0];
    const control =
      card &&
      [...card.querySelectorAll<HTMLElement>('[aria-label]')].find((element) => element.getAttribute('aria-label') === place.control);
    if (control) control.focus();
    else if (framesLeft > 0) focusWhenBack(place, framesLeft - 1);
    else document.getElementById(MAIN_CONTENT_ID)?.focus();
  });
}
