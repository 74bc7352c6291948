import { createEntityAdapter } from '@reduxjs/toolkit';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import { pageTags, pagedRequest, toPage, type ListArgs, type Page } from '../../lib/api/pagedList';
import type { Envelope } from '../../../shared/types';
import type { ClosedClinicDay, LeaveOffer, RecordedLeave } from '../../../shared/schemas/capacity';
import type { Doctor } from '../../../shared/types';

/** A closed date of one doctor within the booking window ('YYYY-MM-DD'). */
interface ClosedDate {
  date: string;
  reason: string;
}

/** One day, or a range of days (leave); dates 'DD-MM-YYYY'. */
export type ClosingDays = { date: string } | { from: string; to: string };
export type ClosingRequest = { doctorId: string } & ClosingDays;
type CloseClinicDayRequest = ClosingRequest & { reason: string };
/** A reopen from the closings table names the row, so only the pages holding it are read again. */
type ReopenClinicDayRequest = ClosingRequest & { closingId?: string };

/** What closing those days would do: the clinic dates it covers, the visits it would cancel. */
interface ClosingPreview {
  dates: string[];
  appointments: number;
}

/** record-leave: dates 'DD-MM-YYYY'; doctorId names the doctor for an admin. */
interface RecordLeaveRequest {
  doctorId: string;
  from: string;
  to: string;
  reason: string;
  substituteDoctorId?: string;
}

/** A doctor the leave dialog offers as the substitute. */
export type SubstituteChoice = Pick<Doctor, '_id' | 'firstName' | 'lastName' | 'location'>;

const closingsAdapter = createEntityAdapter<ClosedClinicDay, string>({ selectId: (c) => c._id });

const LIST = { type: 'ClosedDay' as const, id: 'LIST' };
const PREVIEW = { type: 'ClosedDay' as const, id: 'PREVIEW' };
const COUNTS = { type: 'Stats' as const, id: 'LIST' };
/** The booking pickers' closed dates of one doctor. */
const doctorDates = (doctorId: string) => ({ type: 'ClosedDay' as const, id: `doctor-${doctorId}` });

/**
 * Closed clinic days: a doctor's closed dates for the booking pickers; closing days (with
 * a preview of what it cancels), reopening them, and the paged list of closings.
 */
const closingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClosedDates: build.query<ClosedDate[], string>({
      query: (doctorId) => ({ url: '/bookAppointment/closed-dates', params: { doctorId } }),
      transformResponse: (r: Envelope<ClosedDate[]>) => r.data ?? [],
      providesTags: (_r, _e, doctorId) => [doctorDates(doctorId)],
    }),
    /** The doctor's dates with no place left within the booking window ('YYYY-MM-DD'). */
    getFullDates: build.query<string[], string>({
      query: (doctorId) => ({ url: '/bookAppointment/full-dates', params: { doctorId } }),
      transformResponse: (r: Envelope<string[]>) => r.data ?? [],
      // every booking, decision, cancellation and closing makes the counts stale, and with them these
      providesTags: [COUNTS, { type: 'Appointment', id: 'LIST' }],
    }),
    getClosingPreview: build.query<ClosingPreview, ClosingRequest>({
      query: (params) => ({ url: '/admin/clinic-day-closing-preview', params }),
      transformResponse: (r: Envelope<ClosingPreview>) => r.data ?? { dates: [], appointments: 0 },
      providesTags: [PREVIEW, { type: 'Appointment', id: 'LIST' }],
    }),
    /** closed-clinic-days: newest closing first (sort createdAt | date); a doctor sees their own. */
    getClosedClinicDays: build.query<Page<ClosedClinicDay>, ListArgs>({
      query: pagedRequest('/admin/closed-clinic-days'),
      transformResponse: toPage(closingsAdapter),
      providesTags: pageTags('ClosedDay'),
    }),
    /** Answers 'Closed N clinic days; M appointments cancelled'. */
    closeClinicDay: build.mutation<Envelope<{ dates: string[]; cancelled: number }>, CloseClinicDayRequest>({
      query: (body) => ({ url: '/admin/close-clinic-day', method: 'POST', body }),
      // the cancelled visits are not named in the answer: every appointment list is read again
      invalidatesTags: (result, _e, { doctorId }) => [
        LIST,
        PREVIEW,
        COUNTS,
        doctorDates(doctorId),
        ...(result?.data?.cancelled ? [{ type: 'Appointment' as const, id: 'LIST' }] : []),
      ],
    }),
    /**
     * The leave dialog's substitute picker: approved doctors of the service, found by name, 20 at most
     * (the same list patients pick from).
     */
    getSubstitutes: build.query<SubstituteChoice[], { service: string; search: string }>({
      query: ({ service, search }) => ({
        url: '/user/get-all-approved-doctors',
        params: { service, pageSize: 20, sort: 'name', ...(search ? { search } : {}) },
      }),
      transformResponse: (r: Envelope<Doctor[]>) =>
        (r.data ?? []).map(({ _id, firstName, lastName, location }) => ({
          _id,
          firstName,
          lastName,
          location,
        })),
    }),
    /** Answers 'Leave recorded: N clinic days closed; …'; the cancelled and offered visits are listed. */
    recordLeave: build.mutation<Envelope<RecordedLeave>, RecordLeaveRequest>({
      query: (body) => ({ url: '/doctor/record-leave', method: 'POST', body }),
      invalidatesTags: (result, _e, { doctorId }) => [
        LIST,
        PREVIEW,
        COUNTS,
        doctorDates(doctorId),
        ...(result?.data?.visits.length ? [{ type: 'Appointment' as const, id: 'LIST' }] : []),
      ],
    }),
    /** The one-click page: the offer its link's key names (no sign-in). */
    readLeaveOffer: build.query<LeaveOffer, string>({
      query: (key) => ({ url: '/leave-offer/read', method: 'POST', body: { key } }),
      transformResponse: (r: Envelope<LeaveOffer>) => r.data as LeaveOffer,
    }),
    /** Keeps the date and time with the substitute: answers 'Your visit is booked with …'. */
    acceptLeaveOffer: build.mutation<Envelope<LeaveOffer>, string>({
      query: (key) => ({ url: '/leave-offer/accept', method: 'POST', body: { key } }),
    }),
    /** Answers 'Reopened N clinic days'; cancelled visits stay cancelled. */
    reopenClinicDay: build.mutation<Envelope<{ dates: string[] }>, ReopenClinicDayRequest>({
      query: ({ closingId: _row, ...body }) => ({ url: '/admin/reopen-clinic-day', method: 'POST', body }),
      invalidatesTags: (_r, _e, { doctorId, closingId }) => [
        closingId ? { type: 'ClosedDay' as const, id: closingId } : LIST,
        PREVIEW,
        COUNTS,
        doctorDates(doctorId),
      ],
    }),
  }),
});

// the pickers work without closed or full dates (the server still refuses them); the preview says why inline
registerQueryErrorTexts({
  getClosedDates: null,
  getFullDates: null,
  getClosingPreview: null,
  getSubstitutes: null,
  readLeaveOffer: null,
});

export const {
  useGetClosedDatesQuery,
  useGetFullDatesQuery,
  useGetClosingPreviewQuery,
  useGetClosedClinicDaysQuery,
  useCloseClinicDayMutation,
  useReopenClinicDayMutation,
  useGetSubstitutesQuery,
  useRecordLeaveMutation,
  useReadLeaveOfferQuery,
  useAcceptLeaveOfferMutation,
} = closingsApi;
