/** What other parts of the client may use from the people feature. */
export { useGetAllStaffQuery, useGetAllUsersQuery, useGetAllAdminsQuery } from './peopleApi';
export type { PeopleKind } from './peopleKinds';
