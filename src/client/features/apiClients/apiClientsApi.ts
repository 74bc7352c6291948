import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Envelope } from '../../../shared/types';
import type { CreateApiClientInput } from '../../../shared/smartScopes';
import type { ApiClient } from '../../../shared/answers/apiClients';

/** Registered API clients by client id, in the server's order. */
const apiClientsAdapter = createEntityAdapter({ selectId: (client: ApiClient) => client.clientId });
type ApiClientsPage = Page<ApiClient>;

const LIST_TAG = { type: 'ApiClient', id: 'LIST' } as const;

/** The systems that call the FHIR API: listed a page at a time, registered and revoked by admins. */
const apiClientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApiClients: build.query<ApiClientsPage, ListArgs>({
      query: pagedRequest('/admin/api-clients'),
      transformResponse: toPage(apiClientsAdapter),
      providesTags: pageTags('ApiClient'),
    }),
    createApiClient: build.mutation<Envelope<{ clientId: string }>, CreateApiClientInput>({
      query: (body) => ({ url: '/admin/create-api-client', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    revokeApiClient: build.mutation<Envelope, string>({
      query: (clientId) => ({ url: '/admin/revoke-api-client', method: 'POST', body: { clientId } }),
      invalidatesTags: (_result, _error, clientId) => [{ type: 'ApiClient', id: clientId }],
    }),
  }),
});

const messages = defineMessages({
  fetchFailed: { id: 'apiClients.api.fetchFailed', defaultMessage: 'Failed to fetch the API clients' },
});

registerQueryErrorTexts({ getApiClients: messages.fetchFailed });

export const { useGetApiClientsQuery, useCreateApiClientMutation, useRevokeApiClientMutation } =
  apiClientsApi;
