import { z } from 'zod';
import { calendarDate, id } from './envelope';

/** A row of slot status, one per approved doctor: the places on their next clinic date from today. */
export const doctorSlotStatusSchema = z.object({
  doctorId: id,
  name: z.string(),
  totalSlots: z.number().int(),
  availableSlots: z.number().int(),
  occupiedSlots: z.number().int(),
  daysUntilReset: z.number().int().nullable(),
  nextClinicDate: calendarDate.nullable(),
  /** patients waiting for a place on any of the doctor's dates from today on */
  waitlist: z.number().int(),
  /** those queues date by date, soonest first */
  queues: z.array(z.object({ date: calendarDate, waiting: z.number().int() })),
  /** the doctor's closed clinic dates from today over the next 30 days */
  closedDates: z.array(calendarDate),
});

/**
 * Counts shared by every dashboard: appointments by status (totalAppointments over them all), and
 * activePatients and newRegistrations as the admin and the doctor dashboards each count them.
 */
const appointmentCounts = z.object({
  totalAppointments: z.number().int(),
  pendingApprovals: z.number().int(),
  approvedAppointments: z.number().int(),
  completedAppointments: z.number().int(),
  followupAppointments: z.number().int(),
  /** cancelled by the patient, the clinic or the doctor */
  cancelledAppointments: z.number().int(),
  activePatients: z.number().int(),
  newRegistrations: z.number().int(),
});

/** admin and staff dashboard-stats */
export const adminDashboardStatsSchema = appointmentCounts.extend({ totalDoctors: z.number().int() });

/** doctor dashboard-stats: the doctor's own appointments, totalRejected in place of totalDoctors */
export const doctorDashboardStatsSchema = appointmentCounts.extend({ totalRejected: z.number().int() });
