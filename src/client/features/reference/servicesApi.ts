import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import type { Envelope, ServiceItem } from '../../../shared/types';
import type { ServiceInput } from '../../../shared/schemas/reference';

/** The services sorted by name, as the pickers and the desks' Service filter show them. */
export const servicesAdapter = createEntityAdapter<ServiceItem, string>({
  selectId: (s) => s._id,
  sortComparer: (a, b) => a.service.localeCompare(b.service),
});

/**
 * The clinic's services, apart from the other reference lists in
 * referenceApi.ts: the appointment desks' Service filter needs only these, and every list with the
 * clinic days' error texts weighed on the desks' first download.
 */
const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<EntityState<ServiceItem, string>, void>({
      query: () => '/user/get-all-services',
      transformResponse: (r: Envelope<ServiceItem[]>) =>
        servicesAdapter.setAll(servicesAdapter.getInitialState(), r.data ?? []),
      providesTags: [
        { type: 'Reference', id: 'services' },
        { type: 'Reference', id: 'LIST' },
      ],
    }),
    createService: build.mutation<Envelope, ServiceInput>({
      query: (body) => ({ url: '/admin/service', method: 'POST', body }),
      invalidatesTags: [{ type: 'Reference', id: 'services' }],
    }),
  }),
});

// A failed services read is logged only, as the other reference lists but clinic days.
registerQueryErrorTexts({ getServices: null });

export const { useGetServicesQuery, useCreateServiceMutation } = servicesApi;
