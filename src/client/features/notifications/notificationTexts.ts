import { defineMessages } from 'react-intl';

/** The lists' empty texts, shared by the popover, the drawer and the page. */
export const emptyTexts = defineMessages({
  unseen: { id: 'notifications.list.emptyUnseen', defaultMessage: 'No new notifications.' },
  seen: { id: 'notifications.list.emptySeen', defaultMessage: 'No seen notifications.' },
});
