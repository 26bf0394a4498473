/** The id of each layout's <main>: where the skip link jumps to, and where the focus goes after a navigation. */
export const MAIN_CONTENT_ID = 'main-content';
