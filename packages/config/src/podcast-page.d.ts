export declare const PODCAST_EPISODES_PAGE_SIZE: number;
export declare function podcastQueryKey(id: string): readonly ['public', 'podcast', string];
export declare function podcastEpisodesQueryKey(
  id: string,
  q?: string,
): readonly ['public', 'podcast', string, 'episodes', number] | readonly ['public', 'podcast', string, 'episodes', number, string];
export declare function offersEpisodeSearch(episodeCount: number): boolean;
export declare function podcastName(title: string): string;
