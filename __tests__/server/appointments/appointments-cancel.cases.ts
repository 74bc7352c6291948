import { startSecondInstance, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  CANCEL,
  TODAY,
  book,
  clinicClockIn,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  visitRow,
  type QuickDoctor,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { AppointmentStatus } from '../../../src/server/db/schema';

/** Cancel and reschedule: cancel-appointment, on PGlite and PostgreSQL. */

let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;
let otherDoctor: QuickDoctor;
const DATE = addDays(TODAY, 2);
const MINUTE = 60_000;
const TOO_LATE =
  'Appointments can no longer be cancelled online less than 2 hours before the visit. Please call the clinic.';

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'cancel');
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 500 });
  otherDoctor = await quickDoctor(server, { firstName: 'Obi' });
});
afterAll(() => server.close());

/** A fresh patient's appointment with `doctor`, put in `status` (and at `at`) straight in the database. */
async function appointment(status: AppointmentStatus = 'pending', at?: { date: string; time: string }) {
  const patient = await quickUser(server, { name: 'Chidi Okafor' });
  const id = await book(server, patient, doctor, DATE);
  if (status !== 'pending' || at) {
    await server.db
      .updateTable('appointments')
      .set({
        status,
        ...(at ? { date: at.date, time: at.time } : {}),
        schedule_date: status === 'approved' || status === 'follow-up' ? (at?.date ?? DATE) : null,
      })
      .where('id', '=', id)
      .execute();
  }
  return { id, patient };
}

const cancel = (id: string, who: { auth: Record<string, string> }, reason = 'Feeling better') =>
  post(server, CANCEL, { appointmentId: id, reason }, who.auth);

describe('cancel-appointment: the patient', () => {
  test.each(['pending', 'approved', 'follow-up'] as const)(
    'cancels their own %s visit; the doctor is told',
    async (status) => {
      const { id, patient } = await appointment(status);
      const res = await cancel(id, patient);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Appointment cancelled' });
      expect(await visitRow(server, id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Feeling better',
      });
      expect(await notesOf(server, doctor.user.id)).toContainEqual({
        message: `Chidi Okafor cancelled the appointment on ${dmy(DATE)}`,
        on_click_path: '/doctor/appointments',
      });
    },
  );

  test.each(['rejected', 'completed', 'cancelled'] as const)(
    'a %s visit: 409, nothing changes',
    async (status) => {
      const { id, patient } = await appointment(status);
      const res = await cancel(id, patient);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: `This appointment is already ${status}` });
      expect((await visitRow(server, id)).status).toBe(status);
    },
  );

  test("another patient's visit: 403, nothing changes", async () => {
    const { id } = await appointment('approved');
    const stranger = await quickUser(server);
    const res = await cancel(id, stranger);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await visitRow(server, id)).toMatchObject({ status: 'approved', cancel_reason: null });
  });

  test('the reason is required; an unknown appointment is 404', async () => {
    const { id, patient } = await appointment();
    const blank = await cancel(id, patient, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, message: 'Please give a reason for cancelling' });
    expect((await visitRow(server, id)).status).toBe('pending');
    const unknown = await cancel('00000000-0000-4000-8000-000000000000', patient);
    expect(unknown.status).toBe(404);
  });
});

describe('cancel-appointment: the cut-off (CANCEL_CUTOFF_HOURS, default 2)', () => {
  test('2 h + 1 min before the visit: allowed', async () => {
    const { id, patient } = await appointment('approved', clinicClockIn(121 * MINUTE));
    expect((await cancel(id, patient)).status).toBe(200);
  });

  test('2 h − 1 min before the visit: 409 with the message, nothing changes', async () => {
    const { id, patient } = await appointment('approved', clinicClockIn(119 * MINUTE));
    const res = await cancel(id, patient);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: TOO_LATE });
    expect((await visitRow(server, id)).status).toBe('approved');
  });

  test('the clinic and the doctor may still cancel inside the cut-off', async () => {
    for (const who of [as.staff, as.admin, doctor]) {
      const { id } = await appointment('approved', clinicClockIn(30 * MINUTE));
      expect((await cancel(id, who)).status).toBe(200);
    }
  });

  test('the message names the hours the setting gives', async () => {
    const second = await startSecondInstance(server, { CANCEL_CUTOFF_HOURS: '5' });
    try {
      const { id, patient } = await appointment('approved', clinicClockIn(4 * 60 * MINUTE));
      const res = await second.app.inject({
        method: 'POST',
        url: CANCEL,
        headers: patient.auth,
        payload: { appointmentId: id, reason: 'Travel' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message:
          'Appointments can no longer be cancelled online less than 5 hours before the visit. Please call the clinic.',
      });
    } finally {
      await second.close();
    }
  });
});

describe('cancel-appointment: the clinic and the doctor', () => {
  test.each(['staff', 'admin'] as const)('%s cancels anyone’s visit; the patient is told', async (role) => {
    const { id, patient } = await appointment('approved');
    expect((await cancel(id, as[role])).status).toBe(200);
    expect(await notesOf(server, patient.user.id)).toContainEqual({
      message: 'Your appointment with Dr. Ada Eze has been cancelled',
      on_click_path: '/appointments',
    });
  });

  test("the doctor cancels their own visit, not another doctor's", async () => {
    const { id } = await appointment();
    expect((await cancel(id, otherDoctor)).status).toBe(403);
    expect((await visitRow(server, id)).status).toBe('pending');
    expect((await cancel(id, doctor)).status).toBe(200);
    expect((await visitRow(server, id)).status).toBe('cancelled');
  });
});

describe('cancel-appointment: the place is free at once', () => {
  let single: QuickDoctor;
  beforeAll(async () => {
    single = await quickDoctor(server, { firstName: 'Uno', totalSlots: 1 });
  });

  test('a full date takes a new booking right after a cancel; the dashboards count it', async () => {
    const first = await quickUser(server);
    const second = await quickUser(server);
    const id = await book(server, first, single, DATE);
    const refused = await post(
      server,
      '/api/bookAppointment/book-appointment',
      { doctorId: single.doctor.id, date: DATE, time: '10:00' },
      second.auth,
    );
    expect(refused.body).toEqual({ success: false, message: `No slots left on ${dmy(DATE)}`, full: true });
    const before = (await get(server, '/api/admin/dashboard-stats', as.admin.auth)).body.data as Record<
      string,
      number
    >;
    expect((await cancel(id, first)).status).toBe(200);
    expect((await book(server, second, single, DATE)).length).toBeGreaterThan(0);
    const after = (await get(server, '/api/admin/dashboard-stats', as.admin.auth)).body.data as Record<
      string,
      number
    >;
    expect(after.cancelledAppointments).toBe(before.cancelledAppointments + 1);
  });

  test('the cancelled visit lists with its status and reason; the status filter finds it', async () => {
    const { id, patient } = await appointment();
    await cancel(id, patient, 'Found another date');
    const res = await get(server, '/api/user/get-appointments-by-user-id?status=cancelled', patient.auth);
    const rows = res.body.data as Array<{ _id: string; status: string; cancelReason: string }>;
    expect(rows).toEqual([
      expect.objectContaining({ _id: id, status: 'cancelled', cancelReason: 'Found another date' }),
    ]);
  });
});
