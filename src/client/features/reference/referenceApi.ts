import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api, errorMessage } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { getIntl } from '../../i18n/intl';
import { clinicDaysErrors, isRefusedAnswer } from './clinicDays';
import type { ClinicDay, Envelope, LocationItem, SlotOption, SpecialityItem } from '../../../shared/types';
import type {
  ClinicDayInput,
  LocationInput,
  SlotInput,
  SpecialityInput,
} from '../../../shared/schemas/reference';

/** One adapter per list, sorted the way the pickers show them. */
export const clinicDaysAdapter = createEntityAdapter<ClinicDay, string>({
  selectId: (d) => d._id,
  sortComparer: (a, b) => a.name.localeCompare(b.name),
});
export const locationsAdapter = createEntityAdapter<LocationItem, string>({
  selectId: (l) => l._id,
  sortComparer: (a, b) => a.location.localeCompare(b.location),
});
export const specialitiesAdapter = createEntityAdapter<SpecialityItem, string>({
  selectId: (s) => s._id,
  sortComparer: (a, b) => a.speciality.localeCompare(b.speciality),
});
export const slotOptionsAdapter = createEntityAdapter<SlotOption, string>({
  selectId: (s) => s._id,
  sortComparer: (a, b) => a.totalSlots - b.totalSlots,
});

const LIST = { type: 'Reference', id: 'LIST' } as const;

/** Reference data: the lists every screen reads and the admin's writes; services are in servicesApi.ts. */
const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClinicDays: build.query<EntityState<ClinicDay, string>, void>({
      query: () => '/user/get-all-clinic-day',
      transformResponse: (r: Envelope & { clinicDays?: ClinicDay[] }) =>
        clinicDaysAdapter.setAll(clinicDaysAdapter.getInitialState(), r.clinicDays ?? []),
      providesTags: [{ type: 'Reference', id: 'clinicDays' }, LIST],
      // a refusal without a message still toasts 'Failed to load clinic days'
      transformErrorResponse: (error) =>
        isRefusedAnswer(error) && !errorMessage(error, '')
          ? { ...error, data: { success: false, message: getIntl().formatMessage(clinicDaysErrors.refused) } }
          : error,
    }),
    getLocations: build.query<EntityState<LocationItem, string>, void>({
      query: () => '/user/get-all-location',
      transformResponse: (r: Envelope<LocationItem[]>) =>
        locationsAdapter.setAll(locationsAdapter.getInitialState(), r.data ?? []),
      providesTags: [{ type: 'Reference', id: 'locations' }, LIST],
    }),
    getSpecialities: build.query<EntityState<SpecialityItem, string>, void>({
      query: () => '/user/get-all-speciality',
      transformResponse: (r: Envelope<SpecialityItem[]>) =>
        specialitiesAdapter.setAll(specialitiesAdapter.getInitialState(), r.data ?? []),
      providesTags: [{ type: 'Reference', id: 'specialities' }, LIST],
    }),
    getSlotOptions: build.query<EntityState<SlotOption, string>, void>({
      query: () => '/Appointmentslot/get-all-totalSlots',
      transformResponse: (r: Envelope<SlotOption[]>) =>
        slotOptionsAdapter.setAll(slotOptionsAdapter.getInitialState(), r.data ?? []),
      providesTags: [{ type: 'Reference', id: 'slots' }, LIST],
    }),
    createClinicDay: build.mutation<Envelope, ClinicDayInput>({
      query: (body) => ({ url: '/user/create-clinic-day', method: 'POST', body }),
      invalidatesTags: [{ type: 'Reference', id: 'clinicDays' }],
    }),
    createLocation: build.mutation<Envelope, LocationInput>({
      query: (body) => ({ url: '/admin/location', method: 'POST', body }),
      invalidatesTags: [{ type: 'Reference', id: 'locations' }],
    }),
    createSpeciality: build.mutation<Envelope, SpecialityInput>({
      query: (body) => ({ url: '/admin/speciality', method: 'POST', body }),
      invalidatesTags: [{ type: 'Reference', id: 'specialities' }],
    }),
    createSlotOption: build.mutation<Envelope, SlotInput>({
      query: (body) => ({ url: '/Appointmentslot/Appointmentslots', method: 'POST', body }),
      invalidatesTags: [{ type: 'Reference', id: 'slots' }],
    }),
  }),
});

// Clinic days toast on failure; the other lists are logged only.
registerQueryErrorTexts({
  getClinicDays: clinicDaysErrors.failed,
  getLocations: null,
  getSpecialities: null,
  getSlotOptions: null,
});

export const {
  useGetClinicDaysQuery,
  useGetLocationsQuery,
  useGetSpecialitiesQuery,
  useGetSlotOptionsQuery,
  useCreateClinicDayMutation,
  useCreateLocationMutation,
  useCreateSpecialityMutation,
  useCreateSlotOptionMutation,
} = referenceApi;
