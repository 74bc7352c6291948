import type { UserRow } from '../db/schema';
import type { PreparedStatement, RunStatement } from '../db/prepared-transaction';
import { clinicInstant } from '../../shared/clinicTime';
import { planReminder } from './reminders';
import type { AppointmentPolicy } from './policy';
import { assignArrivalWindows } from './arrival-window';

/**
 * A booking made by someone other than the patient it is for: an account holder for a
 * dependant, or the front desk for any patient. A desk booking is approved at once by the staff
 * member, for the booked date, and owes its reminder and its arrival window as any approval does.
 */
export interface BookingBy {
  booker: UserRow;
  /** Desk bookings: approve in the booking's transaction. */
  approve?: Pick<AppointmentPolicy, 'reminderHours' | 'timeZone' | 'arrivalWindowMinutes'>;
}

const approveStatement = (id: string, approvedBy: string): PreparedStatement<never> => ({
  name: 'desk_booking_approve',
  text: `
    UPDATE appointments SET status = 'approved', schedule_date = date, approved_by_name = $2::text,
      approved_at = now(), comment = 'Booked at the front desk', updated_at = now()
    WHERE id = $1::uuid`,
  values: [id, approvedBy],
});

export async function approveAtOnce(
  run: RunStatement,
  by: Required<BookingBy>,
  made: { id: string; date: string; time: string },
): Promise<void> {
  await run(approveStatement(made.id, by.booker.name));
  const visitAt = clinicInstant(made.date, made.time, by.approve.timeZone);
  await planReminder(run, made.id, visitAt, by.approve.reminderHours);
  await assignArrivalWindows(run, [made.id], by.approve.arrivalWindowMinutes);
}
