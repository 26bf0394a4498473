/** What Nova's search shows of its results, and how it says what it found. */

/** Results of each kind shown at first; "Show more" asks for the most the API gives less one. */
export const FIRST_RESULTS = 20;
export const MOST_RESULTS = 49;

type Kind = 'soundbites' | 'podcasts' | 'episodes' | 'people';
type Results = Record<Kind, unknown[]>;

/**
 * The search asks for one more of each kind than it shows: that one says there are more. Returns
 * each kind cut to `shown`, and which kinds had more.
 */
export function cutToShown<R extends Results>(result: R, shown: number): { shownResult: R; more: Record<Kind, boolean> } {
  const kinds: Kind[] = ['soundbites', 'podcasts', 'episodes', 'people'];
  const shownResult = { ...result };
  const more = {} as Record<Kind, boolean>;
  for (const kind of kinds) {
    more[kind] = result[kind].length > shown;
    (shownResult as Results)[kind] = result[kind].slice(0, shown);
  }
  return { shownResult, more };
}

const counted = (n: number, one: string, many: string, more: boolean) =>
  n === 0 ? null : `${more ? 'more than ' : ''}${n} ${n === 1 && !more ? one : many}`;

/** "Found 3 soundbites, 1 podcast and 2 episodes": what a screen reader hears once the results are in. */
export function foundInWords(result: Results, more: Partial<Record<Kind, boolean>> = {}): string {
  const parts = [
    counted(result.soundbites.length, 'soundbite', 'soundbites', !!more.soundbites),
    counted(result.podcasts.length, 'podcast', 'podcasts', !!more.podcasts),
    counted(result.episodes.length, 'episode', 'episodes', !!more.episodes),
    counted(result.people.length, 'person', 'people', !!more.people),
  ].filter((part): part is string => part !== null);
  return `Found ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}` : (parts[0] ?? 'nothing')}`;
}
