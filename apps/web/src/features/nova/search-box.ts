/**
 * The id of Nova's search box: the Search tab, pressed while on the search page, puts the focus in
 * it. Its own module, so the tab (always loaded) does not pull in the search page (loaded on use).
 */
export const NOVA_SEARCH_INPUT_ID = 'nova-search';
