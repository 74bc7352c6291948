import { defineMessages } from '@formatjs/intl';

/** The waitlist's replies: ids `server.waitlist.*`, translated in src/locales/<language>/server/server.json. */
export const WAITLIST_TEXT = defineMessages({
  joined: {
    id: 'server.waitlist.joined',
    defaultMessage: 'You are on the waitlist for {date}: place {place}',
  },
  left: { id: 'server.waitlist.left', defaultMessage: 'You have left the waitlist' },
  placesLeft: {
    id: 'server.waitlist.placesLeft',
    defaultMessage: 'There are places left on {date}: please book the appointment instead',
  },
  alreadyWaiting: {
    id: 'server.waitlist.alreadyWaiting',
    defaultMessage: 'You are already on the waitlist of Dr. {doctor} for {date}',
  },
  entryNotFound: { id: 'server.waitlist.entryNotFound', defaultMessage: 'Waitlist entry not found' },
});
