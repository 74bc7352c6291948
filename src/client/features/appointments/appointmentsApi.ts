import { createEntityAdapter } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type {
  AdminDashboardStats,
  DoctorDashboardStats,
  DoctorSlotStatus,
  Envelope,
} from '../../../shared/types';
import type {
  Appointment,
  BookingInput,
  CompleteInput,
  StatusChangeInput,
} from '../../../shared/schemas/appointments';
import type { AppointmentText } from '../../../shared/answers/texts';
import type { AppDispatch, RootState } from '../../lib/store/rootState';
import { completedRow, decidedRow } from './appointmentRowChanges';

/** Appointments by id, in the order the server sent the page (it sorts). */
export const appointmentsAdapter = createEntityAdapter<Appointment, string>({ selectId: (a) => a._id });

/** A page of appointments: GET url with the list's query string, normalized, one tag per row. */
const appointmentPage = (url: string) => ({
  query: pagedRequest(url),
  transformResponse: toPage(appointmentsAdapter),
  providesTags: pageTags('Appointment'),
});
/** What a new appointment makes stale: every list, every dashboard and the slot status. */
export const afterAppointmentChange = [
  { type: 'Appointment' as const, id: 'LIST' },
  { type: 'Stats' as const, id: 'LIST' },
];
/**
 * What an approve, reject, complete, cancel or reschedule makes stale: the cached pages holding that
 * row and the counts (slot status included), never every page of every list.
 */
export const afterRowChange = (
  _result: unknown,
  _error: unknown,
  { appointmentId }: { appointmentId: string },
) => [
  { type: 'Appointment' as const, id: appointmentId },
  { type: 'Stats' as const, id: 'LIST' },
];

/**
 * Booking, the appointment lists of each role, the lifecycle calls, the dashboards and the slot
 * status.
 */
export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserAppointments: build.query<Page<Appointment>, ListArgs>(
      appointmentPage('/user/get-appointments-by-user-id'),
    ),
    getDoctorAppointments: build.query<Page<Appointment>, ListArgs>(
      appointmentPage('/doctor/get-appointments-by-doctor-id'),
    ),
    getAllAppointments: build.query<Page<Appointment>, ListArgs>(
      appointmentPage('/admin/get-all-appointments'),
    ),
    /**
     * Answers 'Appointment available' with data.availableSlots, or the server's refusal: the doctor is
     * not taking appointments, the date is past or more than 90 days ahead, not one of the doctor's
     * clinic days, closed or full, the time is outside the doctor's hours, or the patient already has
     * a visit with the doctor that day.
     */
    checkAvailability: build.mutation<Envelope<{ availableSlots: number }>, BookingInput>({
      query: (body) => ({ url: '/bookAppointment/check-availability', method: 'POST', body }),
    }),
    bookAppointment: build.mutation<Envelope<Appointment>, BookingInput>({
      query: (body) => ({ url: '/bookAppointment/book-appointment', method: 'POST', body }),
      invalidatesTags: afterAppointmentChange,
    }),
    changeAppointmentStatus: build.mutation<Envelope, StatusChangeInput>({
      query: (body) => ({ url: '/doctor/change-appointment-status', method: 'POST', body }),
      invalidatesTags: afterRowChange,
      onQueryStarted: (request, api) =>
        showChangeAtOnce(
          request.appointmentId,
          decidedRow(request, (api.getState() as RootState).session.user),
          api,
        ),
    }),
    completeDoctorAppointment: build.mutation<Envelope, CompleteInput>({
      query: (body) => ({ url: '/doctor/complete-appointment', method: 'POST', body }),
      invalidatesTags: afterRowChange,
      onQueryStarted: (request, api) => showChangeAtOnce(request.appointmentId, completedRow(request), api),
    }),
    completeAdminAppointment: build.mutation<Envelope, CompleteInput>({
      query: (body) => ({ url: '/admin/complete-appointment', method: 'POST', body }),
      invalidatesTags: afterRowChange,
      onQueryStarted: (request, api) => showChangeAtOnce(request.appointmentId, completedRow(request), api),
    }),
    /**
     * The texts about one appointment, oldest first, and what became of each: the desks'
     * (staff, admin) details. Read again when the appointment changes, since a change sends one.
     */
    getAppointmentTexts: build.query<AppointmentText[], string>({
      query: (appointmentId) => ({ url: '/desk/appointment-texts', params: { appointmentId } }),
      transformResponse: (r: Envelope<AppointmentText[]>) => r.data ?? [],
      providesTags: (_result, _error, appointmentId) => [{ type: 'Appointment', id: appointmentId }],
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

const LIST_QUERIES = ['getUserAppointments', 'getDoctorAppointments', 'getAllAppointments'] as const;
type ListQueryName = (typeof LIST_QUERIES)[number];
const isListQuery = (name: string): name is ListQueryName =>
  (LIST_QUERIES as readonly string[]).includes(name);

export interface MutationLifecycle<Answer = unknown> {
  dispatch: AppDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Answer }>;
}

/**
 * Writes a change into every cached page of the three appointment lists that holds the row (the
 * entries providing its tag); the patches can be undone.
 */
export function patchCachedRow(
  id: string,
  change: Partial<Appointment>,
  { dispatch, getState }: Pick<MutationLifecycle, 'dispatch' | 'getState'>,
) {
  const holding = appointmentsApi.util
    .selectInvalidatedBy(getState() as RootState, [{ type: 'Appointment', id }])
    .filter((entry) => isListQuery(entry.endpointName));
  return holding.map(({ endpointName, originalArgs }) =>
    dispatch(
      appointmentsApi.util.updateQueryData(
        endpointName as ListQueryName,
        originalArgs as ListArgs,
        (page) => {
          const row = page.entities[id];
          if (row) Object.assign(row, change);
        },
      ),
    ),
  );
}

/**
 * Shows a change on the cached pages holding the row as soon as it is sent, and takes it back if the
 * server refuses; the re-read of those pages that the change's tags ask for then brings the server's
 * own values.
 */
async function showChangeAtOnce(id: string, change: Partial<Appointment>, lifecycle: MutationLifecycle) {
  const patches = patchCachedRow(id, change, lifecycle);
  try {
    await lifecycle.queryFulfilled;
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

export const appointmentErrors = defineMessages({
  fetchFailed: { id: 'appointments.api.fetchFailed', defaultMessage: 'Failed to fetch appointments' },
});

// Appointment lists say 'Failed to fetch appointments'; dashboard failures are logged only.
registerQueryErrorTexts({
  getUserAppointments: appointmentErrors.fetchFailed,
  getDoctorAppointments: appointmentErrors.fetchFailed,
  getAllAppointments: appointmentErrors.fetchFailed,
  getAdminStats: null,
  getDoctorStats: null,
  // the details say it where the texts would be
  getAppointmentTexts: null,
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
  useGetAppointmentTextsQuery,
} = appointmentsApi;
