export declare function publicationDate(iso: string | null | undefined): string | null;
export declare function publishedOn(iso: string | null | undefined): string | null;
export declare function episodeLength(seconds: number | null): string | null;
