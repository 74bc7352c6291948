import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../../lib/api/api';
import { registerQueryErrorTexts } from '../../../lib/api/queryErrors';
import { pagedRequest, toPage, type ListArgs, type Page } from '../../../lib/api/pagedList';
import type { Envelope } from '../../../../shared/types';
import type { DeskPatientRow, PatientNameRow } from '../../../../shared/patientTypes';

/** A doctor's search results, a page at a time, in the server's (name) order. */
const namesAdapter = createEntityAdapter({ selectId: (p: PatientNameRow) => p._id });

/** What opening a record sends: the reason only once the server has asked for one. */
export interface DoctorPatientArgs {
  patientId: string;
  reason?: string;
}

/** A doctor finds a patient by name, phone or e-mail (names alone) and opens one record. */
const doctorPatientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    findPatientNames: build.query<Page<PatientNameRow>, ListArgs>({
      query: pagedRequest('/doctor/find-patients'),
      transformResponse: toPage(namesAdapter),
    }),
    getDoctorPatient: build.query<DeskPatientRow, DoctorPatientArgs>({
      query: ({ patientId, reason }) => ({
        url: '/doctor/patient',
        params: reason ? { patientId, reason } : { patientId },
      }),
      transformResponse: (r: Envelope<DeskPatientRow>) => r.data as DeskPatientRow,
      // every opening is a read the patient sees in their log: never answered from the cache
      keepUnusedDataFor: 0,
    }),
  }),
});

const queryErrors = defineMessages({
  findPatientNames: {
    id: 'patients.api.findPatientNamesFailed',
    defaultMessage: 'Could not search patients',
  },
});

registerQueryErrorTexts({
  findPatientNames: queryErrors.findPatientNames,
  // the record page says so itself, and asks for a reason when the server wants one
  getDoctorPatient: null,
});

export const { useFindPatientNamesQuery, useGetDoctorPatientQuery } = doctorPatientsApi;
