import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { registerQueryErrorTexts } from '../../app/queryErrors';
import type { Doctor, Envelope, PersonRow } from '../../../shared/types';
import type {
  DoctorClinicUpdateInput,
  DoctorFormInput,
  DoctorStatusChangeInput,
  ScheduleDoctorInput,
} from '../../../shared/schemas/doctors';

export const doctorsAdapter = createEntityAdapter<Doctor, string>({
  selectId: (d) => d._id,
  sortComparer: (a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
});

const toDoctors = (r: Envelope<Doctor[]>) =>
  doctorsAdapter.setAll(doctorsAdapter.getInitialState(), r.data ?? []);
const listTags = (result: EntityState<Doctor, string> | undefined) => [
  { type: 'Doctor' as const, id: 'LIST' },
  ...(result?.ids ?? []).map((id) => ({ type: 'Doctor' as const, id })),
];

/** Doctors from application to approval (spec 7 doctor, patient and admin calls; server.md 6). */
export const doctorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovedDoctors: build.query<EntityState<Doctor, string>, void>({
      query: () => '/user/get-all-approved-doctors',
      transformResponse: toDoctors,
      providesTags: listTags,
    }),
    getAllDoctors: build.query<EntityState<Doctor, string>, void>({
      query: () => '/admin/get-all-doctors',
      transformResponse: toDoctors,
      providesTags: listTags,
    }),
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
    /** Spec 5 "Review summary": rating is a number to the nearest half, or null with no approved review. */
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
      invalidatesTags: (_r, _e, { doctorId }) => [
        { type: 'Doctor', id: 'LIST' },
        { type: 'Doctor', id: doctorId },
      ],
    }),
    updateDoctorClinic: build.mutation<Envelope, DoctorClinicUpdateInput>({
      query: (body) => ({ url: '/admin/update-doctor-clinic', method: 'POST', body }),
      invalidatesTags: (_r, _e, { doctorId }) => [
        { type: 'Doctor', id: 'LIST' },
        { type: 'Doctor', id: doctorId },
      ],
    }),
  }),
});

// Spec 8: doctor lists say 'Failed to fetch doctors' (home page errors are logged only, handled there);
// rating failures are logged only and the card shows no rating.
registerQueryErrorTexts({
  getAllDoctors: 'Failed to fetch doctors',
  getApprovedDoctors: null,
  getRegisteredDoctors: 'Failed to fetch doctors',
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
