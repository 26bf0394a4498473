export declare const PODCAST_EPISODES_PAGE_SIZE: number;
export declare function podcastQueryKey(id: string): readonly ['public', 'podcast', string];
export type PodcastEpisodesOrder = 'newest' | 'oldest';
export declare function podcastEpisodesQueryKey(
  id: string,
  search?: { q?: string; order?: PodcastEpisodesOrder },
):
  | readonly ['public', 'podcast', string, 'episodes', number]
  | readonly ['public', 'podcast', string, 'episodes', number, { q: string; order: PodcastEpisodesOrder }];
export declare function offersEpisodeTools(episodeCount: number): boolean;
export declare function podcastName(title: string): string;
