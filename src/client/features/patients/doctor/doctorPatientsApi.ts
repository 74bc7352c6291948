import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api, errorEnvelope, errorMessage } from '../../../lib/api/api';
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

/**
 * The record, or the server's words asking why (a patient who has never had a visit with this
 * doctor): the page then asks the doctor and opens the record again with the reason.
 */
export type DoctorPatientAnswer = { record: DeskPatientRow } | { reasonRequired: string };

/** A doctor finds a patient by name, phone or e-mail (names alone) and opens one record. */
const doctorPatientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    findPatientNames: build.query<Page<PatientNameRow>, ListArgs>({
      query: pagedRequest('/doctor/find-patients'),
      transformResponse: toPage(namesAdapter),
    }),
    getDoctorPatient: build.query<DoctorPatientAnswer, DoctorPatientArgs>({
      // the server's request for a reason is an answer the page acts on, not a failure to report
      async queryFn({ patientId, reason }, _api, _extra, baseQuery) {
        const params = reason ? { patientId, reason } : { patientId };
        const result = await baseQuery({ url: '/doctor/patient', params });
        if (result.error) {
          const refusal = errorEnvelope(result.error) as { reasonRequired?: boolean } | undefined;
          if (refusal?.reasonRequired) return { data: { reasonRequired: errorMessage(result.error) } };
          return { error: result.error };
        }
        return { data: { record: (result.data as Envelope<DeskPatientRow>).data as DeskPatientRow } };
      },
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
  // the record page says so in its place
  getDoctorPatient: null,
});

export const { useFindPatientNamesQuery, useGetDoctorPatientQuery } = doctorPatientsApi;
