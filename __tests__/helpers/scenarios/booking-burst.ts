import { addDays, formatDisplayDate, nextClinicDate } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { Doctor } from '../../../src/shared/types';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-data';

const KILL_AFTER_ACKNOWLEDGED = 12;
const IN_FLIGHT = 4;

/** A JSON call to the API (POST when there is a body); a refused or cut connection reads as status 0. */
export async function apiCall<T = unknown>(
  base: string,
  path: string,
  options: { body?: object; token?: string } = {},
) {
  const { body, token } = options;
  try {
    const res = await fetch(`${base}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body && JSON.stringify(body),
    });
    return { status: res.status, reply: (await res.json()) as { data?: T; message?: string } };
  } catch {
    return { status: 0, reply: {} as { data?: T; message?: string } };
  }
}
export const apiToken = async (base: string, email: string) =>
  (await apiCall<string>(base, '/user/login', { body: { email, password: DEMO_PASSWORD } })).reply
    .data as string;

/** The patients' bookings with every doctor on two clinic days a month ahead, within each date's slots. */
async function bookingPlan(base: string, patients: string[]) {
  const { reply } = await apiCall<Doctor[]>(base, '/user/get-all-approved-doctors', {
    token: patients[0],
  });
  const plan: Array<{ patient: number; body: { doctorId: string; date: string; time: string } }> = [];
  for (const doctor of reply.data ?? []) {
    let from = addDays(clinicToday(DEFAULT_CLINIC_TIMEZONE), 35);
    for (let n = 0; n < 2; n++) {
      const date = nextClinicDate(doctor.clinicDay, from, 60);
      if (!date) break;
      from = addDays(date, 1);
      for (let patient = 0; patient < Math.min(patients.length, doctor.totalSlots); patient++) {
        const body = { doctorId: doctor._id, date: formatDisplayDate(date), time: doctor.appointmentTime[0] };
        plan.push({ patient, body });
      }
    }
  }
  return plan;
}

/**
 * Books at `base` with a few requests in flight and calls `kill` once enough were acknowledged; the
 * acknowledged bookings, the statuses of those sent after the kill, and whether the kill happened.
 */
export async function bookThroughKill(base: string, patients: string[], kill: () => Promise<void>) {
  const plan = await bookingPlan(base, patients);
  const acknowledged: Array<{ patient: number; appointment: Appointment }> = [];
  const sentAfterKill: number[] = [];
  let killing: Promise<void> | null = null;
  let killed = false;
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const { patient, body } = plan[next++];
      const afterKill = killed;
      const res = await apiCall<Appointment>(base, '/bookAppointment/book-appointment', {
        token: patients[patient],
        body,
      });
      if (res.status === 201 && res.reply.data) acknowledged.push({ patient, appointment: res.reply.data });
      if (afterKill) sentAfterKill.push(res.status);
      if (!killing && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
        killing = kill().then(() => void (killed = true));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await killing;
  return { acknowledged, sentAfterKill, killed };
}
