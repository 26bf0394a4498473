import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export interface TypedQuery {
  /** The words in the box, as typed. */
  text: string;
  setText: (text: string) => void;
  /** Sends the words now (Enter, Clear) rather than once typing settles; the box's own words unless given. */
  flush: (words?: string) => void;
}

/**
 * The words in a search box whose query lives in the URL (`q`): settled typing is sent with
 * `onQueryChange`, not every key, and a query changed from outside the box (Back, Clear filters, a
 * correction taken) is shown in it. The box's own words, arriving back through the URL, are not put
 * back: typing may have gone on since they were sent, and putting them back would drop what was typed
 * meanwhile ("jk d" set back to "jk").
 */
export function useTypedQuery(q: string, onQueryChange: (q: string) => void, settleMs: number): TypedQuery {
  const [text, setText] = useState(q);
  const [shownQuery, setShownQuery] = useState(q);
  // Words sent that the URL has yet to take, oldest first.
  const [inFlight, setInFlight] = useState<string[]>([]);
  if (q !== shownQuery) {
    setShownQuery(q);
    const sent = inFlight.indexOf(q);
    if (sent >= 0) setInFlight(inFlight.slice(sent + 1));
    else {
      setInFlight([]);
      if (q !== text.trim()) setText(q);
    }
  }
  const send = (words: string) => {
    // Not what the URL has, nor will have once it takes what was sent last.
    if (words === (inFlight.at(-1) ?? q)) return;
    setInFlight((sent) => [...sent, words]);
    onQueryChange(words);
  };
  const [debounced] = useDebouncedValue(text.trim(), settleMs);
  // Only settled typing goes to the URL: while the box's text and its debounced copy differ (keys
  // still coming, or the box just took a query from the URL), nothing is sent.
  useEffect(() => {
    if (debounced === text.trim()) send(debounced);
  });
  return { text, setText, flush: (words = text) => send(words.trim()) };
}
