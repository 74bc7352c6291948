/**
 * A search box's keyboard on a phone: its Enter key reads 'search', and the browser offers no
 * earlier entries over the results as they narrow.
 */
export const SEARCH_KEYBOARD = { inputMode: 'search', enterKeyHint: 'search', autoComplete: 'off' } as const;
