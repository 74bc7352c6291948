import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { registerQueryErrorTexts } from '../../app/queryErrors';
import type {
  AdminDashboardStats,
  DoctorDashboardStats,
  DoctorSlotStatus,
  Envelope,
} from '../../../shared/types';
import type { Appointment, AppointmentStatus } from '../../../shared/schemas/appointments';

/** Newest request first, as the server sends them. */
export const appointmentsAdapter = createEntityAdapter<Appointment, string>({
  selectId: (a) => a._id,
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id),
});

const toAppointments = (r: Envelope<Appointment[]>) =>
  appointmentsAdapter.setAll(appointmentsAdapter.getInitialState(), r.data ?? []);
const listTags = (result: EntityState<Appointment, string> | undefined) => [
  { type: 'Appointment' as const, id: 'LIST' },
  ...(result?.ids ?? []).map((id) => ({ type: 'Appointment' as const, id })),
];
/** What any appointment change makes stale: every list, every dashboard and the slot status. */
const afterAppointmentChange = [
  { type: 'Appointment' as const, id: 'LIST' },
  { type: 'Stats' as const, id: 'LIST' },
];

/** check-availability and book-appointment bodies as the browser sends them (spec 5 "Booking"). */
export interface BookingRequest {
  doctorId: string;
  /** DD-MM-YYYY */
  date: string;
  /** HH:mm */
  time: string;
}

export interface StatusChangeRequest {
  appointmentId: string;
  status: Extract<AppointmentStatus, 'approved' | 'rejected'>;
  comment: string;
  /** YYYY-MM-DD (or DD-MM-YYYY); required when approving */
  schedule_date?: string;
}

/** complete-appointment body (spec 3 "complete" payload). */
export interface CompleteRequest {
  appointmentId: string;
  appointment: string;
  comment: string;
  followUpNeeded: 'yes' | 'no';
  /** YYYY-MM-DD, only with followUpNeeded 'yes' */
  followUpDate?: string;
}

/**
 * Booking, the appointment lists of each role, the lifecycle calls, the dashboards and the slot
 * status (spec 7; server.md 7-8).
 */
export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserAppointments: build.query<EntityState<Appointment, string>, void>({
      query: () => '/user/get-appointments-by-user-id',
      transformResponse: toAppointments,
      providesTags: listTags,
    }),
    getDoctorAppointments: build.query<EntityState<Appointment, string>, void>({
      query: () => '/doctor/get-appointments-by-doctor-id',
      transformResponse: toAppointments,
      providesTags: listTags,
    }),
    getAllAppointments: build.query<EntityState<Appointment, string>, void>({
      query: () => '/admin/get-all-appointments',
      transformResponse: toAppointments,
      providesTags: listTags,
    }),
    /** Answers 'Appointment available' with data.availableSlots, or one of server.md 7's refusals. */
    checkAvailability: build.mutation<Envelope<{ availableSlots: number }>, BookingRequest>({
      query: (body) => ({ url: '/bookAppointment/check-availability', method: 'POST', body }),
    }),
    bookAppointment: build.mutation<Envelope<Appointment>, BookingRequest>({
      query: (body) => ({ url: '/bookAppointment/book-appointment', method: 'POST', body }),
      invalidatesTags: afterAppointmentChange,
    }),
    changeAppointmentStatus: build.mutation<Envelope, StatusChangeRequest>({
      query: (body) => ({ url: '/doctor/change-appointment-status', method: 'POST', body }),
      invalidatesTags: afterAppointmentChange,
    }),
    completeDoctorAppointment: build.mutation<Envelope, CompleteRequest>({
      query: (body) => ({ url: '/doctor/complete-appointment', method: 'POST', body }),
      invalidatesTags: afterAppointmentChange,
    }),
    completeAdminAppointment: build.mutation<Envelope, CompleteRequest>({
      query: (body) => ({ url: '/admin/complete-appointment', method: 'POST', body }),
      invalidatesTags: afterAppointmentChange,
    }),
    getAdminStats: build.query<AdminDashboardStats, void>({
      query: () => '/admin/dashboard-stats',
      transformResponse: (r: Envelope<AdminDashboardStats>) => r.data as AdminDashboardStats,
      providesTags: [{ type: 'Stats', id: 'LIST' }],
    }),
    getDoctorStats: build.query<DoctorDashboardStats, void>({
      query: () => '/doctor/dashboard-stats',
      transformResponse: (r: Envelope<DoctorDashboardStats>) => r.data as DoctorDashboardStats,
      providesTags: [{ type: 'Stats', id: 'LIST' }],
    }),
    getDoctorSlotsStatus: build.query<DoctorSlotStatus[], void>({
      query: () => '/bookAppointment/doctor-slots-status',
      transformResponse: (r: Envelope & { doctorsStatus?: DoctorSlotStatus[] }) => r.doctorsStatus ?? [],
      providesTags: [{ type: 'Stats', id: 'LIST' }],
    }),
  }),
});

// Spec 8: appointment lists say 'Failed to fetch appointments'; dashboard failures are logged only.
registerQueryErrorTexts({
  getUserAppointments: 'Failed to fetch appointments',
  getDoctorAppointments: 'Failed to fetch appointments',
  getAllAppointments: 'Failed to fetch appointments',
  getAdminStats: null,
  getDoctorStats: null,
});

export const {
  useGetUserAppointmentsQuery,
  useGetDoctorAppointmentsQuery,
  useGetAllAppointmentsQuery,
  useCheckAvailabilityMutation,
  useBookAppointmentMutation,
  useChangeAppointmentStatusMutation,
  useCompleteDoctorAppointmentMutation,
  useCompleteAdminAppointmentMutation,
  useGetAdminStatsQuery,
  useGetDoctorStatsQuery,
  useGetDoctorSlotsStatusQuery,
} = appointmentsApi;
