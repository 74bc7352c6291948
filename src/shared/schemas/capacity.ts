import { z } from 'zod';
import { requiredText } from './fields';
import { calendarDateField } from './appointments';
import {
  appointmentsMessages as a,
  capacityMessages as m,
  listQueryMessages as lq,
  zodMessage,
} from '../validationMessages';

/** The waitlist of full dates and closed clinic days. */

/** leave-waitlist */
export const leaveWaitlistSchema = z.object({
  waitlistId: z.uuid({ error: m.selectWaitlistEntry.id }),
});

/** closed-dates and full-dates: one doctor's closed, or full, dates within the booking window. */
export const closedDatesQuery = z.strictObject(
  { doctorId: z.uuid({ error: a.selectDoctor.id }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? zodMessage(lq.unknownParameter, { keys: issue.keys.join(', ') })
        : undefined,
  },
);

/** rebook: the visit a closed clinic day cancelled, booked again on the doctor's next open date. */
export const rebookSchema = z.object({
  appointmentId: z.uuid({ error: a.selectAppointment.id }),
});

/** The longest leave one closing may cover. */
export const MAX_CLOSING_DAYS = 90;

const dayOrRange = {
  doctorId: z.uuid({ error: a.selectDoctor.id }),
  date: calendarDateField(m.chooseDate.id).optional(),
  from: calendarDateField(m.chooseFirstDay.id).optional(),
  to: calendarDateField(m.chooseLastDay.id).optional(),
};

interface DayOrRange {
  date?: string;
  from?: string;
  to?: string;
}

/** One date, or a range from–to (leave), never both. */
function checkDayOrRange(value: DayOrRange, ctx: z.RefinementCtx) {
  const single = value.date !== undefined;
  const range = value.from !== undefined || value.to !== undefined;
  if (single === range) {
    ctx.addIssue({ code: 'custom', path: ['date'], message: m.dateOrRange.id });
  } else if (range && (!value.from || !value.to)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: m.firstAndLastDay.id });
  } else if (range && value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: m.lastBeforeFirst.id });
  }
}

/** Either form as { from, to }. */
function asRange<T extends DayOrRange>({ date, from, to, ...rest }: T) {
  return { ...rest, from: (date ?? from) as string, to: (date ?? to) as string };
}

/** close-clinic-day: by admin, staff or the doctor for themself. */
export const closeClinicDaySchema = z
  .object({ ...dayOrRange, reason: requiredText(m.giveReason.id, 300) })
  .superRefine(checkDayOrRange)
  .transform(asRange);

/** reopen-clinic-day: future dates only. */
export const reopenClinicDaySchema = z.object(dayOrRange).superRefine(checkDayOrRange).transform(asRange);

export type CloseClinicDayInput = z.infer<typeof closeClinicDaySchema>;
export type ReopenClinicDayInput = z.infer<typeof reopenClinicDaySchema>;

/** An absent, null or blank optional id. */
const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.uuid({ error: message }).optional(),
  );

/**
 * record-leave: a doctor's leave from–to with a reason and an optional substitute of the same
 * service. `doctorId` names the doctor for an admin; a doctor records their own leave without it.
 */
export const recordLeaveSchema = z
  .object({
    doctorId: optionalId(a.selectDoctor.id),
    from: calendarDateField(m.chooseFirstDay.id),
    to: calendarDateField(m.chooseLastDay.id),
    reason: requiredText(m.giveReason.id, 300),
    substituteDoctorId: optionalId(m.chooseSubstitute.id),
  })
  .superRefine((value, ctx) => {
    if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: m.lastBeforeFirst.id });
  });
export type RecordLeaveInput = z.infer<typeof recordLeaveSchema>;

/** The one-click link's key, read from the patient's mail or text. */
export const leaveOfferKeySchema = z.object({
  key: z.string({ error: m.leaveOfferKey.id }).regex(/^[A-Za-z0-9_-]{32}$/, { error: m.leaveOfferKey.id }),
});

export type { WaitlistEntry, ClosedClinicDay, RecordedLeave, LeaveOffer } from '../answers/capacity';
