import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { registerQueryErrorTexts } from '../../app/queryErrors';
import type { Envelope, PersonRow } from '../../../shared/types';
import type { StaffRegisterInput } from '../../../shared/schemas/auth';

/** People by id, in the order the server sends them (newest first). */
export const peopleAdapter = createEntityAdapter({ selectId: (person: PersonRow) => person._id });
export type PeopleState = EntityState<PersonRow, string>;

const LIST_TAG = { type: 'People', id: 'LIST' } as const;

/** One people list: normalized into the adapter, tagged as the list plus one tag per person. */
const peopleList = (url: string) => ({
  query: () => url,
  transformResponse: (response: Envelope<PersonRow[]>) =>
    peopleAdapter.setAll(peopleAdapter.getInitialState(), response.data ?? []),
  providesTags: (result: PeopleState | undefined) => [
    LIST_TAG,
    ...(result?.ids ?? []).map((id) => ({ type: 'People' as const, id })),
  ],
});

/** Staff registration payload (spec 3): the flags follow the role; the server decides them anyway. */
const registrationBody = (input: StaffRegisterInput) => ({
  ...input,
  isStaff: input.role === 'staff',
  isAdmin: input.role === 'admin',
  regDoctor: input.role === 'doctor',
});

/** Spec 7 "Admin and staff": the people lists, staff registration, blocking. */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllStaff: build.query<PeopleState, void>(peopleList('/admin/get-all-staff')),
    getAllUsers: build.query<PeopleState, void>(peopleList('/admin/get-all-users')),
    getAllAdmins: build.query<PeopleState, void>(peopleList('/admin/get-all-admin')),
    registerStaff: build.mutation<Envelope<PersonRow>, StaffRegisterInput>({
      query: (input) => ({ url: '/admin/register', method: 'POST', body: registrationBody(input) }),
      invalidatesTags: [LIST_TAG],
    }),
    blockUser: build.mutation<Envelope, string>({
      query: (userId) => ({ url: `/admin/block-user/${encodeURIComponent(userId)}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, userId) => [{ type: 'People', id: userId }],
    }),
    unblockUser: build.mutation<Envelope, string>({
      query: (userId) => ({ url: `/admin/unblock-user/${encodeURIComponent(userId)}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, userId) => [{ type: 'People', id: userId }],
    }),
  }),
});

// Spec 8: a failed list shows the server's message, else 'Error fetching user data'.
registerQueryErrorTexts({
  getAllStaff: 'Error fetching user data',
  getAllUsers: 'Error fetching user data',
  getAllAdmins: 'Error fetching user data',
});

export const {
  useGetAllStaffQuery,
  useGetAllUsersQuery,
  useGetAllAdminsQuery,
  useRegisterStaffMutation,
  useBlockUserMutation,
  useUnblockUserMutation,
} = peopleApi;
