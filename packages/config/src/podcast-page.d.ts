export declare const PODCAST_EPISODES_PAGE_SIZE: number;
export declare function podcastQueryKey(id: string): readonly ['public', 'podcast', string];
export declare function podcastEpisodesQueryKey(id: string): readonly ['public', 'podcast', string, 'episodes', number];
export declare function podcastName(title: string): string;
