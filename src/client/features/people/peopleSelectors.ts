import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { peopleAdapter, peopleApi, type PeopleState } from './peopleApi';
import type { PeopleKind } from './peopleKinds';

const emptyPeople: PeopleState = peopleAdapter.getInitialState();
const { selectAll } = peopleAdapter.getSelectors();

/** Each list's cached result, read through its endpoint's own selector. */
const selectListResult = {
  staff: peopleApi.endpoints.getAllStaff.select(),
  users: peopleApi.endpoints.getAllUsers.select(),
  admins: peopleApi.endpoints.getAllAdmins.select(),
} satisfies Record<PeopleKind, unknown>;

const selectListState = (state: RootState, kind: PeopleKind): PeopleState =>
  selectListResult[kind](state).data ?? emptyPeople;

/** The rows of one people list, in the server's order; [] until it has loaded. */
export const selectPeople = createSelector([selectListState], (people) => selectAll(people));
