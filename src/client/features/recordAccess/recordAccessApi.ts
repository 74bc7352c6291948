import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { AdminRecordAccessEntry, RecordAccessEntry } from '../../../shared/answers/record-access';

const entries = createEntityAdapter({ selectId: (entry: RecordAccessEntry) => entry._id });
const adminEntries = createEntityAdapter({ selectId: (entry: AdminRecordAccessEntry) => entry._id });

/** The administrators' filters: a patient, a reader, the clinic's dates (both ends included). */
export interface RecordAccessFilters {
  patientId?: string;
  actorId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

const recordAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Who has looked at the signed-in person's record, newest first, a page at a time. */
    getMyRecordAccess: build.query<Page<RecordAccessEntry>, ListArgs>({
      query: pagedRequest('/user/record-access'),
      transformResponse: toPage(entries),
    }),
    /** The whole log, newest first, for administrators. */
    searchRecordAccess: build.query<Page<AdminRecordAccessEntry>, RecordAccessFilters>({
      query: (filters) => ({
        url: '/admin/record-access',
        params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
      }),
      transformResponse: toPage(adminEntries),
    }),
  }),
});

const messages = defineMessages({
  mineFailed: {
    id: 'recordAccess.api.mineFailed',
    defaultMessage: 'Failed to fetch who has looked at your record',
  },
  searchFailed: {
    id: 'recordAccess.api.searchFailed',
    defaultMessage: 'Failed to fetch the record access log',
  },
});

registerQueryErrorTexts({
  getMyRecordAccess: messages.mineFailed,
  searchRecordAccess: messages.searchFailed,
});

export const { useGetMyRecordAccessQuery, useSearchRecordAccessQuery } = recordAccessApi;
