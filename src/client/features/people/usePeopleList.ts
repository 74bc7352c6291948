import { useAppSelector } from '../../app/hooks';
import { useGetAllAdminsQuery, useGetAllStaffQuery, useGetAllUsersQuery } from './peopleApi';
import { selectPeople } from './peopleSelectors';
import type { PeopleKind } from './peopleKinds';

/**
 * Keeps the chosen list loaded and returns its rows; a failed load toasts through queryErrors. All
 * three subscriptions are declared (two skipped) so the hooks stay the same whichever list is shown.
 */
export function usePeopleList(kind: PeopleKind) {
  useGetAllStaffQuery(undefined, { skip: kind !== 'staff' });
  useGetAllUsersQuery(undefined, { skip: kind !== 'users' });
  useGetAllAdminsQuery(undefined, { skip: kind !== 'admins' });
  return useAppSelector((state) => selectPeople(state, kind));
}
