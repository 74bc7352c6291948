import { defineMessages } from '@formatjs/intl';

/** The people pages' replies: ids `server.people.*`, translated in src/locales/<language>/server/server.json. */
export const PEOPLE_TEXT = defineMessages({
  accountCreated: { id: 'server.people.accountCreated', defaultMessage: 'Account created successfully' },
  blocked: { id: 'server.people.blocked', defaultMessage: 'User blocked successfully' },
  unblocked: { id: 'server.people.unblocked', defaultMessage: 'User unblocked successfully' },
});
