/** The three people lists (spec 2.4 Staff list, Users list, Admin list), one layout. */
export type PeopleKind = 'staff' | 'users' | 'admins';
