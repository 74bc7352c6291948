import type { Envelope } from '../../../shared/types';
import type { Appointment, CancelInput, RescheduleInput } from '../../../shared/schemas/appointments';
import {
  afterAppointmentChange,
  afterRowChange,
  appointmentsApi,
  patchCachedRow,
  type MutationLifecycle,
} from './appointmentsApi';
import { cancelledRow } from './appointmentRowChanges';

/**
 * Shows a change on the cached pages holding the row once the server has accepted it: a refusal
 * leaves every row as it was. The row's own tag then has those pages read again.
 */
async function showChangeOnSuccess<Answer>(
  id: string,
  changeOf: (answer: Answer) => Partial<Appointment> | undefined,
  lifecycle: MutationLifecycle<Answer>,
): Promise<void> {
  const answered = await lifecycle.queryFulfilled.catch(() => null);
  const change = answered && changeOf(answered.data);
  if (change) patchCachedRow(id, change, lifecycle);
}

/** One row's change, or (scope 'following') every later visit of its course too. */
const afterChangeOf = (
  result: unknown,
  error: unknown,
  request: { appointmentId: string; scope?: 'this' | 'following' },
) => (request.scope === 'following' ? afterAppointmentChange : afterRowChange(result, error, request));

/**
 * Cancel and reschedule: by the patient who owns the visit, by staff and
 * admin for anyone, and (cancel only) by the doctor for their own. Each invalidates that row and the
 * counts, never a whole list, which may be long.
 */
const appointmentChangesApi = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `scope: 'following'` also cancels the later visits of the course: the lists are read again. */
    cancelAppointment: build.mutation<Envelope, CancelInput>({
      query: (body) => ({ url: '/bookAppointment/cancel-appointment', method: 'POST', body }),
      invalidatesTags: afterChangeOf,
      onQueryStarted: (request, api) =>
        showChangeOnSuccess(request.appointmentId, () => cancelledRow(request), api),
    }),
    /** Answers the moved appointment, pending again on its new date; 'following' moves the later ones too. */
    rescheduleAppointment: build.mutation<Envelope<Appointment>, RescheduleInput>({
      query: (body) => ({ url: '/bookAppointment/reschedule-appointment', method: 'POST', body }),
      invalidatesTags: afterChangeOf,
      onQueryStarted: (request, api) =>
        showChangeOnSuccess(request.appointmentId, (answer) => answer.data, api),
    }),
    /**
     * A visit a closed clinic day cancelled, booked again on the doctor's next open date:
     * answers the new pending appointment, a new row, so the lists are read again.
     */
    rebookAppointment: build.mutation<Envelope<Appointment>, { appointmentId: string }>({
      query: (body) => ({ url: '/bookAppointment/rebook', method: 'POST', body }),
      invalidatesTags: afterAppointmentChange,
      onQueryStarted: (request, api) =>
        showChangeOnSuccess(request.appointmentId, () => ({ rebookable: false }), api),
    }),
  }),
});

export const {
  useCancelAppointmentMutation,
  useRescheduleAppointmentMutation,
  useRebookAppointmentMutation,
} = appointmentChangesApi;
