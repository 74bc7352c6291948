import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  STATUS,
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

const MINE = '/api/user/get-appointments-by-user-id';
const DOCTORS = '/api/doctor/get-appointments-by-doctor-id';
const ALL = '/api/admin/get-all-appointments';

let server: TestServer;
let as: Record<RoleName, Made>;
let ada: QuickDoctor;
let obi: QuickDoctor;
let chidi: QuickUser;
let emeka: QuickUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'lists');
  ada = await quickDoctor(server, { firstName: 'Ada' });
  obi = await quickDoctor(server, { firstName: 'Obi' });
  chidi = await quickUser(server, { name: 'Chidi Okafor' });
  emeka = await quickUser(server, { name: 'Emeka Nwosu', flags: { reg_doctor: true } });
  ids.chidiAda = await book(server, chidi, ada, addDays(TODAY, 1), '09:15');
  ids.chidiObi = await book(server, chidi, obi, addDays(TODAY, 2));
  ids.emekaAda = await book(server, emeka, ada, addDays(TODAY, 3));
  await post(
    server,
    STATUS,
    {
      appointmentId: ids.chidiAda,
      status: 'approved',
      comment: 'Fine',
      schedule_date: dmy(addDays(TODAY, 4)),
    },
    ada.auth,
  );
});
afterAll(() => server.close());

const idsOf = (body: Record<string, unknown>) => (body.data as { _id: string }[]).map((a) => a._id).sort();

describe('get-appointments-by-user-id', () => {
  test('a patient sees only their own appointments, with dates, status, patient and doctor', async () => {
    const res = await get(server, MINE, chidi.auth);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.chidiAda, ids.chidiObi].sort());
    const approved = (res.body.data as { _id: string }[]).find((a) => a._id === ids.chidiAda);
    expect(approved).toEqual({
      _id: ids.chidiAda,
      status: 'approved',
      date: addDays(TODAY, 1),
      time: '09:15',
      schedule_date: addDays(TODAY, 4),
      followUpDate: null,
      comment: 'Fine',
      approvedByName: 'Ada Eze',
      approvedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) as unknown,
      createdAt: expect.stringMatching(/Z$/) as unknown,
      reviewed: false,
      cancelReason: null,
      confirmedAt: null,
      // the arrival window its approval told: the doctor's first place of that day
      arriveFrom: '08:40',
      arriveBy: '09:00',
      // nothing paid yet: the doctor's ₦9,000 fee is owed
      payment: { state: 'none', paidKobo: 0, dueKobo: 900_000, covered: false },
      rebookable: false,
      // a single visit, not part of a course
      seriesId: null,
      seriesIndex: null,
      seriesSize: null,
      userInfo: { _id: chidi.user.id, name: 'Chidi Okafor' },
      doctorInfo: {
        _id: ada.doctor.id,
        firstName: 'Ada',
        lastName: 'Eze',
        service: 'Cardiology',
        location: 'Ikeja',
        clinicDay: ['Everyday'],
        appointmentTime: ['09:00', '13:00'],
        feePerConsultation: 9000,
      },
    });
  });

  test('a reg doctor sees theirs; a userId query is refused, never a way to see another', async () => {
    expect(idsOf((await get(server, MINE, emeka.auth)).body)).toEqual([ids.emekaAda]);
    const res = await get(server, `${MINE}?userId=${chidi.user.id}`, emeka.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Unknown parameter: userId' });
  });

  test('a patient with none gets an empty first page', async () => {
    expect((await get(server, MINE, as.patient.auth)).body).toEqual({
      success: true,
      data: [],
      total: 0,
      totalCapped: false,
      page: 1,
      pageSize: 10,
    });
  });

  test.each(['admin', 'staff', 'doctor'] as const)('%s: 403', async (role) => {
    const res = await get(server, MINE, as[role].auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  test('no token: 401', async () => {
    expect((await get(server, MINE)).status).toBe(401);
  });
});

describe('get-appointments-by-doctor-id', () => {
  test("a doctor sees their own profile's appointments only; naming another doctor is refused", async () => {
    expect(idsOf((await get(server, DOCTORS, ada.auth)).body)).toEqual([ids.chidiAda, ids.emekaAda].sort());
    expect(idsOf((await get(server, DOCTORS, obi.auth)).body)).toEqual([ids.chidiObi]);
    const res = await get(server, `${DOCTORS}?doctorId=${ada.doctor.id}`, obi.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Unknown parameter: doctorId' });
  });

  test('a doctor without a profile gets an empty first page', async () => {
    expect((await get(server, DOCTORS, as.doctor.auth)).body).toEqual({
      success: true,
      data: [],
      total: 0,
      totalCapped: false,
      page: 1,
      pageSize: 10,
    });
  });

  test.each(['admin', 'staff', 'patient', 'regDoctor'] as const)('%s: 403', async (role) => {
    expect((await get(server, DOCTORS, as[role].auth)).status).toBe(403);
  });
});

describe('admin get-all-appointments', () => {
  test.each(['admin', 'staff'] as const)('%s sees every appointment', async (role) => {
    const res = await get(server, ALL, as[role].auth);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(Object.values(ids).sort());
  });

  test.each(['doctor', 'patient', 'regDoctor'] as const)('%s: 403', async (role) => {
    expect((await get(server, ALL, as[role].auth)).status).toBe(403);
  });
});
