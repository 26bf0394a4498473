const counted = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);

/** "Found 3 soundbites, 1 podcast and 2 episodes": what a screen reader hears once the results are in. */
export function foundInWords(result: { soundbites: unknown[]; podcasts: unknown[]; episodes: unknown[]; people: unknown[] }): string {
  const parts = [
    counted(result.soundbites.length, 'soundbite', 'soundbites'),
    counted(result.podcasts.length, 'podcast', 'podcasts'),
    counted(result.episodes.length, 'episode', 'episodes'),
    counted(result.people.length, 'person', 'people'),
  ].filter((part): part is string => part !== null);
  return `Found ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}` : (parts[0] ?? 'nothing')}`;
}
