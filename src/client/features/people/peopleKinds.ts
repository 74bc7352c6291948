import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The three people lists (staff, users, admins), one layout. */
export type PeopleKind = 'staff' | 'users' | 'admins';

const messages = defineMessages({
  staffTitle: { id: 'people.list.staffTitle', defaultMessage: 'Staff' },
  staffEmpty: { id: 'people.list.staffEmpty', defaultMessage: 'No staff found' },
  usersTitle: { id: 'people.list.usersTitle', defaultMessage: 'Patients' },
  usersEmpty: { id: 'people.list.usersEmpty', defaultMessage: 'No patients found' },
  adminsTitle: { id: 'people.list.adminsTitle', defaultMessage: 'Administrators' },
  adminsEmpty: { id: 'people.list.adminsEmpty', defaultMessage: 'No administrators found' },
});

/** What each list is called and says when it has no rows (formatted where shown). */
export const PEOPLE_LIST_TEXT: Record<PeopleKind, { title: MessageDescriptor; empty: MessageDescriptor }> = {
  staff: { title: messages.staffTitle, empty: messages.staffEmpty },
  users: { title: messages.usersTitle, empty: messages.usersEmpty },
  admins: { title: messages.adminsTitle, empty: messages.adminsEmpty },
};
