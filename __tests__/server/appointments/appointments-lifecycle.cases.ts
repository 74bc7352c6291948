import { startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  ADMIN_COMPLETE,
  DOCTOR_COMPLETE,
  STATUS,
  TODAY,
  appointmentRow,
  book,
  clinicDateOf,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import type { AppointmentStatus } from '../../../src/server/db/schema';

let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;
let otherDoctor: QuickDoctor;
let patient: QuickUser;
const DATE = addDays(TODAY, 1);

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'life');
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 500 });
  otherDoctor = await quickDoctor(server, { firstName: 'Obi' });
  patient = await quickUser(server, { name: 'Chidi Okafor' });
});
afterAll(() => server.close());

/** A fresh appointment of a fresh patient with `doctor`, put in `status` straight in the database. */
async function appointment(status: AppointmentStatus = 'pending', who: QuickUser = patient) {
  const p = who === patient ? await quickUser(server, { name: 'Chidi Okafor' }) : who;
  const id = await book(server, p, doctor, DATE);
  if (status !== 'pending') {
    await server.db.updateTable('appointments').set({ status }).where('id', '=', id).execute();
  }
  return { id, patient: p };
}

const approve = (id: string, date = DATE) => ({
  appointmentId: id,
  status: 'approved',
  comment: 'See you then',
  schedule_date: dmy(date),
});
const complete = (id: string, overrides: Record<string, unknown> = {}) => ({
  appointmentId: id,
  appointment: 'ignored',
  comment: 'All well',
  followUpNeeded: 'no',
  ...overrides,
});

describe('change-appointment-status: who may call it', () => {
  test('patients, reg doctors and strangers: 403 or 401', async () => {
    const { id } = await appointment();
    expect((await post(server, STATUS, approve(id))).status).toBe(401);
    for (const role of ['patient', 'regDoctor'] as const) {
      const res = await post(server, STATUS, approve(id), as[role].auth);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
  });

  test("another doctor's appointment: 403, nothing changes", async () => {
    const { id } = await appointment();
    const res = await post(server, STATUS, approve(id), otherDoctor.auth);
    expect(res.status).toBe(403);
    expect((await appointmentRow(server, id)).status).toBe('pending');
  });

  test.each(['staff', 'admin'] as const)('%s may approve and is recorded as the approver', async (role) => {
    const { id } = await appointment();
    const res = await post(server, STATUS, approve(id), as[role].auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Appointment approved' });
    const row = await appointmentRow(server, id);
    expect(row.approved_by_name).toBe(as[role].user.name);
  });

  test('an unknown appointment is 404; a malformed id is 400', async () => {
    const res = await post(server, STATUS, approve('00000000-0000-4000-8000-000000000000'), as.admin.auth);
    expect(res.status).toBe(404);
    const bad = await post(server, STATUS, approve('nope'), as.admin.auth);
    expect(bad.status).toBe(400);
  });
});

describe('change-appointment-status: a pending appointment approved or rejected, with a comment', () => {
  test('the doctor approves: schedule date, comment, approver and time recorded, patient told', async () => {
    const { id, patient: p } = await appointment();
    const on = addDays(TODAY, 2);
    const before = Date.now();
    const res = await post(server, STATUS, approve(id, on), doctor.auth);
    expect(res.body).toEqual({ success: true, message: 'Appointment approved' });
    const row = await appointmentRow(server, id);
    expect(row).toMatchObject({ status: 'approved', comment: 'See you then', approved_by_name: 'Ada Eze' });
    expect(row.approved_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await notesOf(server, p.user.id)).toEqual([
      {
        message: `Your appointment with Dr. Ada Eze has been approved for ${dmy(on)}`,
        on_click_path: '/appointments',
      },
    ]);
  });

  test('the doctor rejects with a comment; the patient is told', async () => {
    const { id, patient: p } = await appointment();
    const res = await post(
      server,
      STATUS,
      { appointmentId: id, status: 'rejected', comment: 'Away' },
      doctor.auth,
    );
    expect(res.body).toEqual({ success: true, message: 'Appointment rejected' });
    expect(await appointmentRow(server, id)).toMatchObject({
      status: 'rejected',
      comment: 'Away',
      schedule_date: null,
      approved_by_name: 'Ada Eze',
    });
    expect(await notesOf(server, p.user.id)).toEqual([
      { message: 'Your appointment with Dr. Ada Eze has been rejected', on_click_path: '/appointments' },
    ]);
  });

  test.each([
    ['no comment', { comment: '' }, 'Please add a comment'],
    ['no schedule date when approving', { schedule_date: undefined }, 'Please choose a schedule date'],
    [
      'a status other than approved or rejected',
      { status: 'completed' },
      'Please choose approved or rejected',
    ],
  ])('%s → 400 %s', async (_label, overrides, message) => {
    const { id } = await appointment();
    const res = await post(server, STATUS, { ...approve(id), ...overrides }, doctor.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await appointmentRow(server, id)).status).toBe('pending');
  });

  test('a schedule date in the past, off the clinic days or full is refused', async () => {
    const monday = await quickDoctor(server, { firstName: 'Bola', clinicDays: ['Monday'], totalSlots: 1 });
    const firstMonday = clinicDateOf(['Monday'], DATE);
    const a = await book(server, await quickUser(server), monday, firstMonday);
    const b = await book(server, await quickUser(server), monday, addDays(firstMonday, 7));

    const past = await post(server, STATUS, approve(b, addDays(TODAY, -1)), monday.auth);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The schedule date cannot be before today');

    const tuesday = addDays(firstMonday, 1);
    const off = await post(server, STATUS, approve(b, tuesday), monday.auth);
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(
      `Dr. Bola Eze does not hold clinic on ${dmy(tuesday)}. Next clinic day: ${dmy(addDays(firstMonday, 7))}`,
    );

    const full = await post(server, STATUS, approve(b, firstMonday), monday.auth);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(`No slots left on ${dmy(firstMonday)}`);

    // its own requested date does not count against itself
    const own = await post(server, STATUS, approve(a, firstMonday), monday.auth);
    expect(own.status).toBe(200);
    expect((await appointmentRow(server, b)).status).toBe('pending');
  });

  test.each(['approved', 'rejected', 'follow-up', 'completed'] as const)(
    'from %s any decision is 409 This appointment is already …',
    async (status) => {
      const { id } = await appointment(status);
      for (const change of [approve(id), { appointmentId: id, status: 'rejected', comment: 'x' }]) {
        const res = await post(server, STATUS, change, doctor.auth);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ success: false, message: `This appointment is already ${status}` });
      }
    },
  );
});

describe('complete-appointment', () => {
  test('who: the doctor route is for doctors on their own; the admin route for staff and admin', async () => {
    const { id } = await appointment('approved');
    for (const role of ['admin', 'staff', 'patient', 'regDoctor'] as const) {
      expect((await post(server, DOCTOR_COMPLETE, complete(id), as[role].auth)).status).toBe(403);
    }
    expect((await post(server, DOCTOR_COMPLETE, complete(id), otherDoctor.auth)).status).toBe(403);
    for (const role of ['doctor', 'patient', 'regDoctor'] as const) {
      expect((await post(server, ADMIN_COMPLETE, complete(id), as[role].auth)).status).toBe(403);
    }
    expect((await post(server, ADMIN_COMPLETE, complete(id), doctor.auth)).status).toBe(403);
    expect((await post(server, DOCTOR_COMPLETE, complete(id))).status).toBe(401);
    expect((await appointmentRow(server, id)).status).toBe('approved');
  });

  test('no follow-up → completed, the patient told', async () => {
    const { id, patient: p } = await appointment('approved');
    const res = await post(server, DOCTOR_COMPLETE, complete(id, { followUpDate: dmy(DATE) }), doctor.auth);
    expect(res.body).toEqual({ success: true, message: 'Appointment completed successfully' });
    expect(await appointmentRow(server, id)).toMatchObject({
      status: 'completed',
      comment: 'All well',
      follow_up_date: null,
    });
    expect(await notesOf(server, p.user.id)).toEqual([
      { message: 'Your appointment with Dr. Ada Eze has been completed', on_click_path: '/appointments' },
    ]);
  });

  test('follow-up → follow-up with its date, the patient told; follow-up can be completed again', async () => {
    const { id, patient: p } = await appointment('approved');
    const on = addDays(TODAY, 14);
    const res = await post(
      server,
      ADMIN_COMPLETE,
      complete(id, { followUpNeeded: 'yes', followUpDate: dmy(on) }),
      as.staff.auth,
    );
    expect(res.body).toEqual({ success: true, message: `Follow-up set for ${dmy(on)}` });
    const list = await post(server, ADMIN_COMPLETE, complete(id), as.admin.auth);
    expect(list.status).toBe(200);
    expect((await appointmentRow(server, id)).status).toBe('completed');
    expect(await notesOf(server, p.user.id)).toEqual([
      { message: `Follow-up visit with Dr. Ada Eze set for ${dmy(on)}`, on_click_path: '/appointments' },
      { message: 'Your appointment with Dr. Ada Eze has been completed', on_click_path: '/appointments' },
    ]);
  });

  test('the doctor may complete a pending appointment; staff and admin may not', async () => {
    const { id } = await appointment('pending');
    const res = await post(server, ADMIN_COMPLETE, complete(id), as.admin.auth);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This appointment is already pending');
    expect((await post(server, DOCTOR_COMPLETE, complete(id), doctor.auth)).status).toBe(200);
  });

  test.each(['completed', 'rejected'] as const)('from %s: 409 on both routes', async (status) => {
    const { id } = await appointment(status);
    for (const [url, auth] of [
      [DOCTOR_COMPLETE, doctor.auth],
      [ADMIN_COMPLETE, as.admin.auth],
    ] as const) {
      const res = await post(server, url, complete(id), auth);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: `This appointment is already ${status}` });
    }
  });

  test.each([
    ['no comment', { comment: ' ' }, 'Please add a comment note'],
    ['no choice', { followUpNeeded: undefined }, 'Please select an option'],
    ['yes without a date', { followUpNeeded: 'yes', followUpDate: '' }, 'Please select a follow-up date'],
    ['no appointment', { appointmentId: undefined }, 'Please select an appointment'],
  ])('%s → 400 %s', async (_label, overrides, message) => {
    const { id } = await appointment('approved');
    const res = await post(server, DOCTOR_COMPLETE, complete(id, overrides), doctor.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test('a follow-up date in the past is refused', async () => {
    const { id } = await appointment('approved');
    const res = await post(
      server,
      DOCTOR_COMPLETE,
      complete(id, { followUpNeeded: 'yes', followUpDate: addDays(TODAY, -1) }),
      doctor.auth,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The follow-up date cannot be before today');
    expect((await appointmentRow(server, id)).status).toBe('approved');
  });
});
