export declare function publishedOn(iso: string | null | undefined): string | null;
