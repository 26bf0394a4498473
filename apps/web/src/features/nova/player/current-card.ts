/** The card of the soundbite playing, in the page's list. */
const currentCard = () => document.querySelector<HTMLElement>('main article[data-current]');

/** Brings the playing soundbite's card into sight once drawn (it may be pages down the list). */
export function showCurrentCard() {
  requestAnimationFrame(() => requestAnimationFrame(() => currentCard()?.scrollIntoView?.({ block: 'nearest' })));
}

/**
 * Whether the playing soundbite's card is at least partly on screen: the listener is following the
 * list, so it may follow the player on to the next card. Otherwise they are reading elsewhere.
 */
export function currentCardInSight(): boolean {
  const rect = currentCard()?.getBoundingClientRect();
  return rect !== undefined && rect.bottom > 0 && rect.top < window.innerHeight;
}
