import { useMemo } from 'react';
import { pageRows } from '../../lib/api/pagedList';
import { useKeepPageInRange, useListParams } from '../../lib/searchParams/useListParams';
import { useGetAllAdminsQuery, useGetAllStaffQuery, useGetAllUsersQuery } from './peopleApi';
import type { PeopleKind } from './peopleKinds';

/** The staff, users and admin tables show 10 rows a page. */
const PEOPLE_PAGE_SIZE = 10;

/**
 * One people list a page at a time, its page, search and sort held in the URL (useListParams). All
 * three subscriptions are declared (two skipped) so the hooks stay the same whichever list is shown;
 * a failed load toasts through queryErrors. While the next page loads the previous rows stay.
 */
export function usePeopleList(kind: PeopleKind) {
  const list = useListParams({ pageSize: PEOPLE_PAGE_SIZE });
  const results = {
    staff: useGetAllStaffQuery(list.query, { skip: kind !== 'staff' }),
    users: useGetAllUsersQuery(list.query, { skip: kind !== 'users' }),
    admins: useGetAllAdminsQuery(list.query, { skip: kind !== 'admins' }),
  };
  const { data, isFetching } = results[kind];
  useKeepPageInRange(list, data?.total);
  const rows = useMemo(() => pageRows(data), [data]);
  return { list, rows, total: data?.total, totalCapped: data?.totalCapped, isFetching };
}
