/** The lists' empty texts (spec 2.5), shared by the popover, the drawer and the page. */
export const EMPTY_UNSEEN = 'No new notifications.';
export const EMPTY_SEEN = 'No seen notifications.';
