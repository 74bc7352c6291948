import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  ADMIN_COMPLETE,
  STATUS,
  TODAY,
  atClinicTimeToday,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays, nextClinicDate } from '../../../src/shared/clinicDays';

const ADMIN_STATS = '/api/admin/dashboard-stats';
const DOCTOR_STATS = '/api/doctor/dashboard-stats';
const SLOTS = '/api/bookAppointment/doctor-slots-status';

let server: TestServer;
let as: Record<RoleName, Made>;
let ada: QuickDoctor;
let obi: QuickDoctor;
let chidi: QuickUser;
let ngozi: QuickUser;
let tayo: QuickUser;
const ids: Record<string, string> = {};

type Counts = Record<string, number>;
const statsOf = async (url: string, auth: Record<string, string>): Promise<Counts> => {
  const res = await get(server, url, auth);
  expect(res.status).toBe(200);
  return res.body.data as Counts;
};
const decide = (
  id: string,
  status: 'approved' | 'rejected',
  who: { auth: Record<string, string> },
  date?: string,
) =>
  post(
    server,
    STATUS,
    { appointmentId: id, status, comment: 'Noted', schedule_date: date && dmy(date) },
    who.auth,
  );

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'stats');
  ada = await quickDoctor(server, { firstName: 'Ada' });
  obi = await quickDoctor(server, { firstName: 'Obi', clinicDays: ['Everyday'] });
  chidi = await quickUser(server, { name: 'Chidi' });
  ngozi = await quickUser(server, { name: 'Ngozi' });
  tayo = await quickUser(server, { name: 'Tayo' });
  ids.chidiAda = await book(server, chidi, ada, addDays(TODAY, 1));
  ids.ngoziAda = await book(server, ngozi, ada, addDays(TODAY, 2));
  ids.tayoAda = await book(server, tayo, ada, addDays(TODAY, 3));
  ids.chidiObi = await book(server, chidi, obi, addDays(TODAY, 1));
  await decide(ids.chidiAda, 'approved', ada, addDays(TODAY, 1));
  await decide(ids.ngoziAda, 'rejected', ada);
  await decide(ids.chidiObi, 'approved', as.staff, addDays(TODAY, 1));
  const followUp = { comment: 'Come back', followUpNeeded: 'yes', followUpDate: dmy(addDays(TODAY, 9)) };
  await post(server, ADMIN_COMPLETE, { appointmentId: ids.chidiObi, ...followUp }, as.admin.auth);
});
afterAll(() => server.close());

describe('admin and staff dashboard-stats', () => {
  test('counts appointments by status, approved doctors, active patients and today’s sign-ups', async () => {
    const users = await server.db.selectFrom('users').select('id').execute();
    const approvedDoctors = await server.db
      .selectFrom('doctors')
      .select('id')
      .where('status', '=', 'approved')
      .execute();
    expect(await statsOf(ADMIN_STATS, as.admin.auth)).toEqual({
      totalAppointments: 4,
      pendingApprovals: 1,
      approvedAppointments: 1,
      completedAppointments: 0,
      followupAppointments: 1,
      cancelledAppointments: 0,
      totalDoctors: approvedDoctors.length,
      // chidi, ngozi and tayo have appointments; the role accounts have none
      activePatients: 3,
      // every account in this file was made today
      newRegistrations: users.length,
    });
  });

  test('blocked and unverified patients are not active; accounts made before today are not new', async () => {
    const before = await statsOf(ADMIN_STATS, as.staff.auth);
    await server.db.updateTable('users').set({ is_blocked: true }).where('id', '=', tayo.user.id).execute();
    const yesterday = new Date(Date.now() - 36 * 3_600_000);
    await server.db
      .updateTable('users')
      .set({ created_at: yesterday } as never)
      .where('id', '=', ngozi.user.id)
      .execute();
    const after = await statsOf(ADMIN_STATS, as.staff.auth);
    expect(after.activePatients).toBe(before.activePatients - 1);
    expect(after.newRegistrations).toBe(before.newRegistrations - 1);
    await server.db
      .updateTable('users')
      .set({ is_verified: false })
      .where('id', '=', chidi.user.id)
      .execute();
    expect((await statsOf(ADMIN_STATS, as.staff.auth)).activePatients).toBe(before.activePatients - 2);
    await server.db
      .updateTable('users')
      .set({ is_blocked: false, is_verified: true })
      .where('id', 'in', [tayo.user.id, chidi.user.id])
      .execute();
  });

  test('a new approved doctor counts; a pending or blocked one does not', async () => {
    const before = await statsOf(ADMIN_STATS, as.admin.auth);
    await quickDoctor(server, { firstName: 'Bisi' });
    await quickDoctor(server, { firstName: 'Kemi', status: 'pending' });
    await quickDoctor(server, { firstName: 'Uche', status: 'blocked' });
    expect((await statsOf(ADMIN_STATS, as.admin.auth)).totalDoctors).toBe(before.totalDoctors + 1);
  });

  test.each(['doctor', 'regDoctor', 'patient'] as const)('%s is refused', async (role) => {
    const res = await get(server, ADMIN_STATS, as[role].auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  test('anonymous callers get 401', async () => {
    expect((await get(server, ADMIN_STATS)).status).toBe(401);
  });
});

describe('doctor dashboard-stats', () => {
  test('counts the doctor’s own appointments, rejections, distinct patients and first visits made today', async () => {
    expect(await statsOf(DOCTOR_STATS, ada.auth)).toEqual({
      totalAppointments: 3,
      pendingApprovals: 1,
      approvedAppointments: 1,
      completedAppointments: 0,
      followupAppointments: 0,
      cancelledAppointments: 0,
      totalRejected: 1,
      activePatients: 3,
      newRegistrations: 3,
    });
    expect(await statsOf(DOCTOR_STATS, obi.auth)).toMatchObject({
      totalAppointments: 1,
      followupAppointments: 1,
      totalRejected: 0,
      activePatients: 1,
    });
  });

  test('a patient whose first visit with the doctor was requested before today is not new', async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    await server.db
      .updateTable('appointments')
      .set({ created_at: lastWeek } as never)
      .where('id', '=', ids.chidiAda)
      .execute();
    const stats = await statsOf(DOCTOR_STATS, ada.auth);
    expect(stats.newRegistrations).toBe(2);
    expect(stats.activePatients).toBe(3);
  });

  test('a doctor account without a profile sees zeros', async () => {
    const stats = await statsOf(DOCTOR_STATS, as.doctor.auth);
    expect(Object.values(stats).every((n) => n === 0)).toBe(true);
    expect(Object.keys(stats)).toContain('totalRejected');
  });

  test.each(['admin', 'staff', 'patient'] as const)('%s is refused', async (role) => {
    expect((await get(server, DOCTOR_STATS, as[role].auth)).status).toBe(403);
  });
});

describe('doctor-slots-status', () => {
  type SlotRow = {
    doctorId: string;
    totalSlots: number;
    occupiedSlots: number;
    availableSlots: number;
    daysUntilReset: number | null;
    nextClinicDate: string | null;
  };
  const slotsOf = async (doctorId: string) => {
    const res = await get(server, SLOTS, as.admin.auth);
    expect(res.status).toBe(200);
    return (res.body.doctorsStatus as SlotRow[]).find((r) => r.doctorId === doctorId);
  };
  const daysFromToday = (date: string) => (Date.parse(date) - Date.parse(TODAY)) / 86_400_000;

  test('the current cycle is the next clinic date; slots held there are used, rejected ones are free', async () => {
    const kemi = await quickDoctor(server, { firstName: 'Femi', totalSlots: 4 });
    const a = await atClinicTimeToday(server, '08:00', () => book(server, chidi, kemi, TODAY));
    await atClinicTimeToday(server, '08:00', () => book(server, ngozi, kemi, TODAY));
    await book(server, tayo, kemi, addDays(TODAY, 1));
    expect(await slotsOf(kemi.doctor.id)).toEqual(
      expect.objectContaining({
        totalSlots: 4,
        occupiedSlots: 2,
        availableSlots: 2,
        daysUntilReset: 1,
        nextClinicDate: TODAY,
      }),
    );
    await decide(a, 'rejected', kemi);
    expect(await slotsOf(kemi.doctor.id)).toMatchObject({ occupiedSlots: 1, availableSlots: 3 });
  });

  test('a weekly doctor resets on the clinic date after the current one', async () => {
    const weekly = await quickDoctor(server, { firstName: 'Wale', clinicDays: ['Thursday'] });
    const current = nextClinicDate(['Thursday'], TODAY) as string;
    expect(await slotsOf(weekly.doctor.id)).toMatchObject({
      nextClinicDate: current,
      daysUntilReset: daysFromToday(current) + 7,
      occupiedSlots: 0,
      availableSlots: 5,
    });
  });

  test('daysUntilReset is null when no following clinic date falls within 30 days', async () => {
    const monthly = await quickDoctor(server, { firstName: 'Lola', clinicDays: ['Last Sunday'] });
    const row = await slotsOf(monthly.doctor.id);
    const current = nextClinicDate(['Last Sunday'], TODAY);
    expect(row?.nextClinicDate).toBe(current);
    const following = current && nextClinicDate(['Last Sunday'], addDays(current, 1));
    const expected = following && daysFromToday(following) <= 30 ? daysFromToday(following) : null;
    expect(row?.daysUntilReset).toBe(expected);
    expect(expected === null || expected > 27).toBe(true);
  });

  test('pending and blocked doctors are left out; staff may read it, others may not', async () => {
    const pending = await quickDoctor(server, { firstName: 'Pat', status: 'pending' });
    const res = await get(server, SLOTS, as.staff.auth);
    expect(res.status).toBe(200);
    const listed = (res.body.doctorsStatus as SlotRow[]).map((r) => r.doctorId);
    expect(listed).toContain(ada.doctor.id);
    expect(listed).not.toContain(pending.doctor.id);
    for (const role of ['doctor', 'regDoctor', 'patient'] as const) {
      expect((await get(server, SLOTS, as[role].auth)).status).toBe(403);
    }
  });
});
