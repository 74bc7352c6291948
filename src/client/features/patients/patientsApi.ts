import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Envelope } from '../../../shared/types';
import type { Dependant, DeskPatientRow, UnusablePhoneRow } from '../../../shared/patientTypes';
import type {
  CorrectPatientPhoneInput,
  DependantInput,
  RegisterPatientInput,
} from '../../../shared/schemas/patients';

export type { DependantInput, RegisterPatientInput };

/** A signed-in patient's family members, in the order the server sent them. */
const dependantsAdapter = createEntityAdapter({ selectId: (d: Dependant) => d._id });
/** The desk's search results, a page at a time, in the server's order. */
const deskPatientsAdapter = createEntityAdapter({ selectId: (p: DeskPatientRow) => p._id });
/** The patients whose number cannot receive texts, in the server's order. */
const unusablePhonesAdapter = createEntityAdapter({ selectId: (p: UnusablePhoneRow) => p._id });

const DEPENDANTS = { type: 'Patient' as const, id: 'DEPENDANTS' };
const DESK_LIST = { type: 'Patient' as const, id: 'LIST' };
const UNUSABLE_PHONES = { type: 'Patient' as const, id: 'UNUSABLE_PHONES' };

/**
 * Who a visit is for: the account's family members on /profile, and the front desk's
 * find and register calls. A desk booking changes a row's next visit, so the search pages also
 * listen to the appointment lists' tag.
 */
const patientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDependants: build.query<EntityState<Dependant, string>, void>({
      query: () => '/user/dependants',
      transformResponse: (r: Envelope<Dependant[]>) =>
        dependantsAdapter.setAll(dependantsAdapter.getInitialState(), r.data ?? []),
      providesTags: [DEPENDANTS],
    }),
    addDependant: build.mutation<Envelope<{ _id: string }>, DependantInput>({
      query: (body) => ({ url: '/user/add-dependant', method: 'POST', body }),
      invalidatesTags: [DEPENDANTS],
    }),
    updateDependant: build.mutation<Envelope, DependantInput & { dependantId: string }>({
      query: (body) => ({ url: '/user/update-dependant', method: 'POST', body }),
      invalidatesTags: [DEPENDANTS],
    }),
    removeDependant: build.mutation<Envelope, { dependantId: string }>({
      query: (body) => ({ url: '/user/remove-dependant', method: 'POST', body }),
      invalidatesTags: [DEPENDANTS],
    }),
    findPatients: build.query<Page<DeskPatientRow>, ListArgs>({
      query: pagedRequest('/desk/find-patients'),
      transformResponse: toPage(deskPatientsAdapter),
      providesTags: (result) => [...pageTags('Patient')(result), { type: 'Appointment', id: 'LIST' }],
    }),
    getDeskPatient: build.query<DeskPatientRow, string>({
      query: (patientId) => ({ url: '/desk/patient', params: { patientId } }),
      transformResponse: (r: Envelope<DeskPatientRow>) => r.data as DeskPatientRow,
      providesTags: (_result, _error, patientId) => [{ type: 'Patient', id: patientId }],
    }),
    getUnusablePhones: build.query<Page<UnusablePhoneRow>, ListArgs>({
      query: pagedRequest('/desk/unusable-phones'),
      transformResponse: toPage(unusablePhonesAdapter),
      providesTags: [UNUSABLE_PHONES],
    }),
    registerPatient: build.mutation<Envelope<{ _id: string }>, RegisterPatientInput>({
      query: (body) => ({ url: '/desk/register-patient', method: 'POST', body }),
      invalidatesTags: [DESK_LIST],
    }),
    /** The desk corrects a patient's number; a corrected one leaves the unusable list. */
    correctPatientPhone: build.mutation<Envelope<{ _id: string; phone: string }>, CorrectPatientPhoneInput>({
      query: (body) => ({ url: '/desk/update-patient-phone', method: 'POST', body }),
      invalidatesTags: (_result, error, { userId }) =>
        error ? [] : [UNUSABLE_PHONES, DESK_LIST, { type: 'Patient', id: userId }],
    }),
  }),
});

const queryErrors = defineMessages({
  getDependants: {
    id: 'patients.api.getDependantsFailed',
    defaultMessage: 'Could not load your family members',
  },
  findPatients: { id: 'patients.api.findPatientsFailed', defaultMessage: 'Could not search patients' },
  getUnusablePhones: {
    id: 'patients.api.getUnusablePhonesFailed',
    defaultMessage: 'Could not load the numbers that cannot receive texts',
  },
});

registerQueryErrorTexts({
  getDependants: queryErrors.getDependants,
  findPatients: queryErrors.findPatients,
  getUnusablePhones: queryErrors.getUnusablePhones,
  // the page says so in place of the booking form
  getDeskPatient: null,
});

export const {
  useGetDependantsQuery,
  useAddDependantMutation,
  useUpdateDependantMutation,
  useRemoveDependantMutation,
  useFindPatientsQuery,
  useGetDeskPatientQuery,
  useGetUnusablePhonesQuery,
  useRegisterPatientMutation,
  useCorrectPatientPhoneMutation,
} = patientsApi;
