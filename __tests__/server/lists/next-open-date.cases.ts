import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { usersByRole, type Made } from '../../helpers/doctor-fixtures';
import {
  BEFORE_HOURS,
  CHECK,
  TODAY,
  atClinicTimeToday,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays, nextClinicDate, nextOpenDate } from '../../../src/shared/clinicDays';
import type { Doctor } from '../../../src/shared/types';
import { pageOf } from '../../helpers/scenarios/list-helpers';

/*
 * One answer to "when": the card's next available date (the approved-doctors list) and what the
 * booking page is told (closed-dates, full-dates) give the same first bookable date, and booking
 * agrees with it.
 */
const APPROVED = '/api/user/get-all-approved-doctors';
const FULL = '/api/bookAppointment/full-dates';
const CLOSED = '/api/bookAppointment/closed-dates';
const CLOSE = '/api/admin/close-clinic-day';

let server: TestServer;
let admin: Made;
let patient: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin } = await usersByRole(server, 'open'));
  patient = await quickUser(server, { name: 'Amaka Patient' });
});
afterAll(() => server.close());

const cardDate = async (doctor: QuickDoctor) => {
  const page = await pageOf<Doctor>(server, `${APPROVED}?search=${doctor.doctor.first_name}`, patient.auth);
  expect(page.data.map((d) => d._id)).toEqual([doctor.doctor.id]);
  return page.data[0].nextAvailable;
};

/** What the booking page reads, and the date the shared rule makes of it there. */
async function bookingPageDate(doctor: QuickDoctor) {
  const id = doctor.doctor.id;
  const full = (await get(server, `${FULL}?doctorId=${id}`, patient.auth)).body.data as string[];
  const closed = (
    (await get(server, `${CLOSED}?doctorId=${id}`, patient.auth)).body.data as { date: string }[]
  ).map((c) => c.date);
  return { full, closed, date: nextOpenDate(doctor.doctor.clinic_days, TODAY, { full, closed }) };
}

const closeDay = async (doctor: QuickDoctor, date: string) => {
  const res = await post(
    server,
    CLOSE,
    { doctorId: doctor.doctor.id, date: dmy(date), reason: 'Training' },
    admin.auth,
  );
  expect(res.status).toBe(200);
};

test('a full first date and a closed second one: the card and the booking page both name the third', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Obinna', clinicDays: ['Everyday'], totalSlots: 1 });
  await book(server, patient, doctor, TODAY);
  await closeDay(doctor, addDays(TODAY, 1));

  const page = await bookingPageDate(doctor);
  expect(page).toEqual({ full: [TODAY], closed: [addDays(TODAY, 1)], date: addDays(TODAY, 2) });
  expect(await cardDate(doctor)).toBe(addDays(TODAY, 2));

  // the booking rules agree: the two days before are refused, that one is taken
  const other = await quickUser(server);
  const check = (date: string) =>
    atClinicTimeToday(server, BEFORE_HOURS, () =>
      post(server, CHECK, { doctorId: doctor.doctor.id, date: dmy(date), time: '10:00' }, other.auth),
    );
  expect((await check(TODAY)).status).toBe(409);
  expect((await check(addDays(TODAY, 1))).status).toBe(409);
  expect((await check(addDays(TODAY, 2))).body).toMatchObject({ success: true, data: { availableSlots: 1 } });
});

test('a closed date alone moves the card on as it moves the booking page', async () => {
  const rules = ['2nd or 3rd Tuesday of the Month', 'Saturday'];
  const doctor = await quickDoctor(server, { firstName: 'Kelechi', clinicDays: rules, totalSlots: 3 });
  const first = nextClinicDate(rules, TODAY) as string;
  await closeDay(doctor, first);
  const after = nextClinicDate(rules, addDays(first, 1));
  expect((await bookingPageDate(doctor)).date).toBe(after);
  expect(await cardDate(doctor)).toBe(after);
});

test('full-dates lists the dates with every place held, by their clinic date, and no others', async () => {
  const doctor = await quickDoctor(server, { firstName: 'Sade', clinicDays: ['Everyday'], totalSlots: 2 });
  const others = await Promise.all([quickUser(server), quickUser(server), quickUser(server)]);
  await book(server, others[0], doctor, addDays(TODAY, 3));
  await book(server, others[1], doctor, addDays(TODAY, 3));
  await book(server, others[2], doctor, addDays(TODAY, 4)); // one place of two: not full
  // a rejected visit holds no place
  await server.db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.doctor.id,
      date: addDays(TODAY, 4),
      time: '10:00',
      status: 'rejected',
    })
    .execute();
  // an approved visit holds its place on its schedule date, not the date it asked for
  await server.db
    .insertInto('appointments')
    .values(
      [6, 6].map(() => ({
        user_id: patient.user.id,
        doctor_id: doctor.doctor.id,
        date: addDays(TODAY, 5),
        schedule_date: addDays(TODAY, 6),
        time: '10:00',
        status: 'approved' as const,
      })),
    )
    .execute();
  const res = await get(server, `${FULL}?doctorId=${doctor.doctor.id}`, patient.auth);
  expect(res.body).toEqual({ success: true, data: [addDays(TODAY, 3), addDays(TODAY, 6)] });
  expect((await get(server, `${FULL}?doctorId=${doctor.doctor.id}&x=1`, patient.auth)).status).toBe(400);
});
