import { defineMessages } from '@formatjs/intl';

/** The clinic day's replies: ids `server.today.*`, translated in src/locales/<language>/server/server.json. */
export const TODAY_TEXT = defineMessages({
  checkedIn: { id: 'server.today.checkedIn', defaultMessage: 'Checked in: {queueNumber}' },
  checkInUndone: { id: 'server.today.checkInUndone', defaultMessage: 'Check-in undone' },
  nowServing: { id: 'server.today.nowServing', defaultMessage: 'Now serving {queueNumber}' },
  movedUp: { id: 'server.today.movedUp', defaultMessage: 'Moved to the front of the queue' },
  markedNoShow: { id: 'server.today.markedNoShow', defaultMessage: 'Marked as no-show' },
  displayCreated: { id: 'server.today.displayCreated', defaultMessage: 'Display created' },
  displayRevoked: { id: 'server.today.displayRevoked', defaultMessage: 'Display revoked' },
  visitOn: { id: 'server.today.visitOn', defaultMessage: 'This visit is on {date}' },
  alreadyCheckedIn: {
    id: 'server.today.alreadyCheckedIn',
    defaultMessage: 'This patient has already checked in',
  },
  visitSeen: { id: 'server.today.visitSeen', defaultMessage: 'This visit has already been seen' },
  linkForDate: {
    id: 'server.today.linkForDate',
    defaultMessage: 'This check-in link is for {date}. Please use the link of your visit’s day.',
  },
  posterRevoked: {
    id: 'server.today.posterRevoked',
    defaultMessage: 'This check-in poster is no longer in use. Please check in at the front desk.',
  },
  badCheckInLink: {
    id: 'server.today.badCheckInLink',
    defaultMessage: 'This check-in link is not valid. Please check in at the front desk.',
  },
  notCheckedIn: { id: 'server.today.notCheckedIn', defaultMessage: 'This patient has not checked in today' },
  noLongerWaiting: {
    id: 'server.today.noLongerWaiting',
    defaultMessage: 'This patient is no longer waiting',
  },
  nobodyWaiting: { id: 'server.today.nobodyWaiting', defaultMessage: 'No patient is waiting' },
  stillInRoom: {
    id: 'server.today.stillInRoom',
    defaultMessage:
      '{queueNumber} is still with the doctor. Finish that visit before calling the next patient.',
  },
  onlyWaitingMoveUp: {
    id: 'server.today.onlyWaitingMoveUp',
    defaultMessage: 'Only a patient who is waiting can be moved up',
  },
  timeNotCome: { id: 'server.today.timeNotCome', defaultMessage: 'This visit’s time has not come yet' },
  chooseClinicDoctors: {
    id: 'server.today.chooseClinicDoctors',
    defaultMessage: 'Please choose doctors of this clinic',
  },
  displayNotFound: {
    id: 'server.today.displayNotFound',
    defaultMessage: 'Display not found or already revoked',
  },
  badDisplayKey: {
    id: 'server.today.badDisplayKey',
    defaultMessage: 'This display key is not valid. Ask an administrator for a new one.',
  },
});
