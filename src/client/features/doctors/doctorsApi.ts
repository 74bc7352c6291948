import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Doctor, Envelope, PersonRow } from '../../../shared/types';
import type {
  DoctorClinicUpdateInput,
  DoctorFormInput,
  DoctorStatusChangeInput,
  ScheduleDoctorInput,
} from '../../../shared/schemas/doctors';

/** Doctors by id, in the order the server sent the page (it searches, filters and sorts). */
const doctorsAdapter = createEntityAdapter<Doctor, string>({ selectId: (d) => d._id });
type DoctorsPage = Page<Doctor>;

/** A page of doctors: GET url with the list's query string, normalized, one tag per doctor. */
const doctorsPage = (url: string) => ({
  query: pagedRequest(url),
  transformResponse: toPage(doctorsAdapter),
  providesTags: pageTags('Doctor'),
});

/**
 * What a change to one doctor makes stale: the cached pages holding that doctor and the doctor's
 * own look-ups (which carry the same tag), never every page of the lists.
 */
const oneDoctor = (doctorId: string) => [{ type: 'Doctor' as const, id: doctorId }];

/** Doctors from application to approval: the doctor's, the patient's and the admin's calls. */
const doctorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Approved doctors, each with its next open date (search, service, location, speciality, gender,
     * maxFee; sort name|fee|createdAt|nextAvailable|rating).
     */
    getApprovedDoctors: build.query<DoctorsPage, ListArgs>({
      ...doctorsPage('/user/get-all-approved-doctors'),
      // a booking, a decision or a closing (each makes the counts stale) can move a next open date
      providesTags: (result) => [...pageTags('Doctor')(result), { type: 'Stats', id: 'LIST' }],
    }),
    /** Every doctor in every status (search, status, service; sort name|email|fee|createdAt|status). */
    getAllDoctors: build.query<DoctorsPage, ListArgs>(doctorsPage('/admin/get-all-doctors')),
    getRegisteredDoctors: build.query<PersonRow[], void>({
      query: () => '/admin/get-registered-doctors',
      transformResponse: (r: Envelope<PersonRow[]>) => r.data ?? [],
      providesTags: [{ type: 'Doctor', id: 'REGISTERED' }],
    }),
    getDoctorById: build.query<Doctor, string>({
      query: (doctorId) => ({ url: '/doctor/get-doctor-info-by-id', method: 'POST', body: { doctorId } }),
      transformResponse: (r: Envelope<Doctor>) => r.data as Doctor,
      providesTags: (_r, _e, id) => [{ type: 'Doctor', id }],
    }),
    /** 404 "Doctor profile not found" when the user has not applied. */
    getDoctorByUserId: build.query<Doctor, string>({
      query: (userId) => ({ url: '/doctor/get-doctor-info-by-user-id', method: 'POST', body: { userId } }),
      transformResponse: (r: Envelope<Doctor>) => r.data as Doctor,
      providesTags: (result, _e, userId) => [
        { type: 'Doctor', id: `user-${userId}` },
        ...(result ? [{ type: 'Doctor' as const, id: result._id }] : []),
      ],
    }),
    /** The doctor's review summary: a rating to the nearest half, or null with no approved review. */
    getDoctorRating: build.query<number | null, string>({
      query: (doctorId) => `/reviews/doctor/${doctorId}`,
      transformResponse: (r: Envelope & { rating?: number | string | null }) =>
        r.rating === null || r.rating === undefined || r.rating === '' ? null : Number(r.rating),
      providesTags: (_r, _e, id) => [{ type: 'Review', id: `rating-${id}` }],
    }),
    applyDoctor: build.mutation<Envelope<Doctor>, DoctorFormInput & { userId: string }>({
      query: (body) => ({ url: '/user/apply-appointment-service', method: 'POST', body }),
      invalidatesTags: (_r, _e, { userId }) => [
        { type: 'Doctor', id: 'LIST' },
        { type: 'Doctor', id: `user-${userId}` },
      ],
    }),
    updateDoctorProfile: build.mutation<Envelope<Doctor>, DoctorFormInput & { userId: string }>({
      query: (body) => ({ url: '/doctor/update-doctor-info-by-user-id', method: 'POST', body }),
      invalidatesTags: (_r, _e, { userId }) => [
        { type: 'Doctor', id: 'LIST' },
        { type: 'Doctor', id: `user-${userId}` },
      ],
    }),
    scheduleDoctor: build.mutation<Envelope<Doctor>, ScheduleDoctorInput>({
      query: (body) => ({ url: '/admin/admin-apply-appointment', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Doctor', id: 'LIST' },
        { type: 'Doctor', id: 'REGISTERED' },
      ],
    }),
    changeDoctorStatus: build.mutation<Envelope, DoctorStatusChangeInput & { userId: string }>({
      query: (body) => ({ url: '/admin/change-doctor-status', method: 'POST', body }),
      invalidatesTags: (_r, _e, { doctorId }) => oneDoctor(doctorId),
    }),
    updateDoctorClinic: build.mutation<Envelope, DoctorClinicUpdateInput>({
      query: (body) => ({ url: '/admin/update-doctor-clinic', method: 'POST', body }),
      invalidatesTags: (_r, _e, { doctorId }) => oneDoctor(doctorId),
    }),
  }),
});

// Doctor lists say 'Failed to fetch doctors' (home page errors are logged only, handled there);
// rating failures are logged only and the card shows no rating.
const queryErrors = defineMessages({
  fetchDoctors: { id: 'doctors.api.fetchDoctorsFailed', defaultMessage: 'Failed to fetch doctors' },
});

registerQueryErrorTexts({
  getAllDoctors: queryErrors.fetchDoctors,
  getApprovedDoctors: null,
  getRegisteredDoctors: queryErrors.fetchDoctors,
  getDoctorRating: null,
  getDoctorByUserId: null,
});

export const {
  useGetApprovedDoctorsQuery,
  useGetAllDoctorsQuery,
  useGetRegisteredDoctorsQuery,
  useGetDoctorByIdQuery,
  useGetDoctorByUserIdQuery,
  useGetDoctorRatingQuery,
  useApplyDoctorMutation,
  useUpdateDoctorProfileMutation,
  useScheduleDoctorMutation,
  useChangeDoctorStatusMutation,
  useUpdateDoctorClinicMutation,
} = doctorsApi;
