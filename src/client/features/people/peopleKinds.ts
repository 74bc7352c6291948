/** The three people lists (spec 2.4 Staff list, Users list, Admin list), one layout. */
export type PeopleKind = 'staff' | 'users' | 'admins';

/** What each list is called and says when it has no rows. */
export const PEOPLE_LIST_TEXT: Record<PeopleKind, { title: string; empty: string }> = {
  staff: { title: 'Staff', empty: 'No staff found' },
  users: { title: 'Patients', empty: 'No patients found' },
  admins: { title: 'Administrators', empty: 'No administrators found' },
};
