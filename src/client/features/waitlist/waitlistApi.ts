import { api } from '../../lib/api/api';
import type { Envelope } from '../../../shared/types';
import type { WaitlistEntry } from '../../../shared/schemas/capacity';
import type { BookingInput } from '../../../shared/schemas/appointments';

const WAITLIST = { type: 'Waitlist' as const, id: 'LIST' };
/** The slot status shows each date's queue length. */
const COUNTS = { type: 'Stats' as const, id: 'LIST' };

/**
 * The patient's places in the queues of full dates: join from the booking card, read and
 * leave from the appointments page. A promotion arrives as a notification, which re-reads the list.
 */
const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWaitlist: build.query<WaitlistEntry[], void>({
      query: () => '/user/get-waitlist',
      transformResponse: (r: Envelope<WaitlistEntry[]>) => r.data ?? [],
      providesTags: (entries) => [
        WAITLIST,
        ...(entries ?? []).map(({ _id }) => ({ type: 'Waitlist' as const, id: _id })),
      ],
    }),
    /** Answers 'You are on the waitlist for DD-MM-YYYY: place N'. */
    joinWaitlist: build.mutation<Envelope<WaitlistEntry>, BookingInput>({
      query: (body) => ({ url: '/bookAppointment/join-waitlist', method: 'POST', body }),
      invalidatesTags: [WAITLIST, COUNTS],
    }),
    leaveWaitlist: build.mutation<Envelope, { waitlistId: string }>({
      query: (body) => ({ url: '/bookAppointment/leave-waitlist', method: 'POST', body }),
      invalidatesTags: (_r, _e, { waitlistId }) => [{ type: 'Waitlist', id: waitlistId }, COUNTS],
    }),
  }),
});

export const { useGetWaitlistQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } = waitlistApi;
