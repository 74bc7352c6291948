import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Envelope, PersonRow } from '../../../shared/types';
import type { StaffRegisterInput } from '../../../shared/schemas/auth';

/** People by id, in the order the server sent the page (it searches and sorts). */
const peopleAdapter = createEntityAdapter({ selectId: (person: PersonRow) => person._id });
type PeoplePage = Page<PersonRow>;

const LIST_TAG = { type: 'People', id: 'LIST' } as const;

/**
 * One page of a people list (search by e-mail or name, sort name|email|createdAt): normalized into
 * the adapter, tagged as the list plus one tag per person.
 */
const peoplePage = (url: string) => ({
  query: pagedRequest(url),
  transformResponse: toPage(peopleAdapter),
  providesTags: pageTags('People'),
});

/** Staff registration payload: the flags follow the role; the server decides them anyway. */
const registrationBody = (input: StaffRegisterInput) => ({
  ...input,
  isStaff: input.role === 'staff',
  isAdmin: input.role === 'admin',
  regDoctor: input.role === 'doctor',
});

/** The admin and staff calls about people: the lists, staff registration, blocking. */
const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllStaff: build.query<PeoplePage, ListArgs>(peoplePage('/admin/get-all-staff')),
    getAllUsers: build.query<PeoplePage, ListArgs>(peoplePage('/admin/get-all-users')),
    getAllAdmins: build.query<PeoplePage, ListArgs>(peoplePage('/admin/get-all-admin')),
    registerStaff: build.mutation<Envelope<PersonRow>, StaffRegisterInput>({
      query: (input) => ({ url: '/admin/register', method: 'POST', body: registrationBody(input) }),
      invalidatesTags: [LIST_TAG],
    }),
    // a block or unblock re-reads only the cached pages holding that person, never the whole list
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

const messages = defineMessages({
  fetchFailed: { id: 'people.api.fetchFailed', defaultMessage: 'Error fetching user data' },
});

// A failed list shows the server's message, else 'Error fetching user data'.
registerQueryErrorTexts({
  getAllStaff: messages.fetchFailed,
  getAllUsers: messages.fetchFailed,
  getAllAdmins: messages.fetchFailed,
});

export const {
  useGetAllStaffQuery,
  useGetAllUsersQuery,
  useGetAllAdminsQuery,
  useRegisterStaffMutation,
  useBlockUserMutation,
  useUnblockUserMutation,
} = peopleApi;
