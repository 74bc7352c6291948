import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Envelope } from '../../../shared/types';
import type { CloseDataRequestInput, RecordDataRequestInput } from '../../../shared/schemas/dataRights';
import type { DataRequest } from '../../../shared/answers/dataRights';

const requestsAdapter = createEntityAdapter({ selectId: (request: DataRequest) => request._id });
const LIST = { type: 'DataRequest', id: 'LIST' } as const;

/** The requests about patients' data: a page at a time, one received in writing recorded, one closed. */
const dataRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataRequests: build.query<Page<DataRequest>, ListArgs>({
      query: pagedRequest('/admin/data-requests'),
      transformResponse: toPage(requestsAdapter),
      providesTags: pageTags('DataRequest'),
    }),
    recordDataRequest: build.mutation<Envelope<{ _id: string }>, RecordDataRequestInput>({
      query: (body) => ({ url: '/admin/data-requests', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    closeDataRequest: build.mutation<Envelope, CloseDataRequestInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/data-requests/${id}/close`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'DataRequest', id }],
    }),
  }),
});

const messages = defineMessages({
  fetchFailed: { id: 'dataRequests.api.fetchFailed', defaultMessage: 'Failed to fetch the data requests' },
});

registerQueryErrorTexts({ getDataRequests: messages.fetchFailed });

export const { useGetDataRequestsQuery, useRecordDataRequestMutation, useCloseDataRequestMutation } =
  dataRequestsApi;
