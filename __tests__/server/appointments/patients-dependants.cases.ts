import type { Appointment } from '../../../src/shared/schemas/appointments';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  BOOK,
  CANCEL,
  TODAY,
  appointmentRow,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { mailTo, mailsOf } from '../../helpers/mail-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import { MAX_DEPENDANTS, PATIENT_MESSAGES } from '../../../src/shared/schemas/patients';

/** The appointment (or new record's id) an answer carries. */
const dataOf = (res: { body: { data?: unknown } }) => res.body.data as Appointment;

/** Family members, and an account holder booking and managing their visits. */

const DEPENDANTS = '/api/user/dependants';
const ADD = '/api/user/add-dependant';
const UPDATE = '/api/user/update-dependant';
const REMOVE = '/api/user/remove-dependant';
const USER_LIST = '/api/user/get-appointments-by-user-id';
const TOMORROW = addDays(TODAY, 1);

let server: TestServer;
let doctor: QuickDoctor;
let mother: QuickUser;
let stranger: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await quickDoctor(server, { firstName: 'Ada', totalSlots: 20 });
  mother = await quickUser(server, { name: 'Amaka Obi' });
  stranger = await quickUser(server, { name: 'Stranger Danger' });
});
afterAll(() => server.close());

const child = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tobi Obi',
  dateOfBirth: '2018-05-04',
  relationship: 'Child',
  ...overrides,
});

async function addChild(holder: QuickUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await post(server, ADD, child(overrides), holder.auth);
  if (res.status !== 201) throw new Error(`add-dependant failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { _id: string })._id;
}

const bookFor = (who: QuickUser, patientId: string | undefined, date = TOMORROW, time = '10:00') =>
  post(
    server,
    BOOK,
    { doctorId: doctor.doctor.id, date, time, ...(patientId ? { patientId } : {}) },
    who.auth,
  );

const appointmentCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('appointments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('family members', () => {
  test('add, list, update and remove a dependant', async () => {
    const holder = await quickUser(server, { name: 'Kemi Ade' });
    const id = await addChild(holder, { name: 'Dayo Ade', phone: '0803 111 2222' });
    const listed = await get(server, DEPENDANTS, holder.auth);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        _id: id,
        name: 'Dayo Ade',
        dateOfBirth: '2018-05-04',
        relationship: 'Child',
        phone: '+2348031112222',
      },
    ]);

    const updated = await post(
      server,
      UPDATE,
      { dependantId: id, ...child({ name: 'Dayo A. Ade' }) },
      holder.auth,
    );
    expect(updated.body).toEqual({ success: true, message: PATIENT_MESSAGES.dependantUpdated });
    expect((await get(server, DEPENDANTS, holder.auth)).body.data).toEqual([
      { _id: id, name: 'Dayo A. Ade', dateOfBirth: '2018-05-04', relationship: 'Child', phone: null },
    ]);

    const removed = await post(server, REMOVE, { dependantId: id }, holder.auth);
    expect(removed.body).toEqual({ success: true, message: PATIENT_MESSAGES.dependantRemoved });
    expect((await get(server, DEPENDANTS, holder.auth)).body.data).toEqual([]);
  });

  test.each([
    ['no name', { name: '' }, 'Please enter the family member’s name'],
    [
      'a date of birth in the future',
      { dateOfBirth: addDays(TODAY, 2) },
      'Date of birth cannot be in the future',
    ],
    [
      'a date of birth that is not YYYY-MM-DD',
      { dateOfBirth: '04-05-2018' },
      'Please enter the date of birth as YYYY-MM-DD',
    ],
    [
      'an unknown relationship',
      { relationship: 'Friend' },
      expect.stringContaining('Please choose the relationship'),
    ],
    ['a bad phone', { phone: 'call me' }, 'Please enter a valid phone number'],
  ])('%s → 400, nothing written', async (_label, overrides, message) => {
    const holder = await quickUser(server);
    const res = await post(server, ADD, child(overrides), holder.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(message);
    expect((await get(server, DEPENDANTS, holder.auth)).body.data).toEqual([]);
  });

  test(`at most ${MAX_DEPENDANTS} per account: the eleventh is refused`, async () => {
    const holder = await quickUser(server);
    await Promise.all(
      Array.from({ length: MAX_DEPENDANTS + 2 }, (_, i) =>
        post(server, ADD, child({ name: `Kid ${i}` }), holder.auth),
      ),
    );
    expect((await get(server, DEPENDANTS, holder.auth)).body.data).toHaveLength(MAX_DEPENDANTS);
    const res = await post(server, ADD, child({ name: 'One too many' }), holder.auth);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PATIENT_MESSAGES.tooManyDependants);
  });

  test("another account's dependant cannot be changed or removed (404)", async () => {
    const id = await addChild(mother, { name: 'Not Yours' });
    for (const [url, payload] of [
      [UPDATE, { dependantId: id, ...child() }],
      [REMOVE, { dependantId: id }],
    ] as const) {
      const res = await post(server, url, payload, stranger.auth);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PATIENT_MESSAGES.dependantNotFound);
    }
    expect((await get(server, DEPENDANTS, mother.auth)).body.data).toContainEqual(
      expect.objectContaining({ _id: id, name: 'Not Yours' }),
    );
  });

  test('removing is refused while the dependant has a pending or approved visit', async () => {
    const holder = await quickUser(server);
    const id = await addChild(holder, { name: 'Busy Kid' });
    const booked = await bookFor(holder, id, addDays(TODAY, 3));
    expect(booked.status).toBe(201);
    const res = await post(server, REMOVE, { dependantId: id }, holder.auth);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PATIENT_MESSAGES.dependantHasVisit);
    expect((await get(server, DEPENDANTS, holder.auth)).body.data).toHaveLength(1);
  });

  test('staff and doctors have no family members to manage (403)', async () => {
    const staff = await quickUser(server, { flags: { is_staff: true } });
    expect((await get(server, DEPENDANTS, staff.auth)).status).toBe(403);
    expect((await post(server, ADD, child(), staff.auth)).status).toBe(403);
  });
});

describe('booking for a family member', () => {
  test('mother and son with the same doctor on the same date: both booked; the son twice: refused', async () => {
    const son = await addChild(mother, { name: 'Chuka Obi' });
    const date = addDays(TODAY, 4);
    const own = await bookFor(mother, undefined, date);
    expect(own.status).toBe(201);
    expect(dataOf(own).userInfo).toEqual({ _id: mother.user.id, name: 'Amaka Obi' });
    expect(dataOf(own).bookedBy).toBeUndefined();

    const forSon = await bookFor(mother, son, date, '11:00');
    expect(forSon.status).toBe(201);
    expect(dataOf(forSon).userInfo).toEqual({ _id: son, name: 'Chuka Obi' });
    expect(dataOf(forSon).bookedBy).toEqual({ _id: mother.user.id, name: 'Amaka Obi' });
    expect(dataOf(forSon).status).toBe('pending');

    const before = await appointmentCount();
    const twice = await bookFor(mother, son, date, '12:00');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/^You already have an appointment with Dr\. Ada Eze on /);
    expect(await appointmentCount()).toBe(before);
  });

  test("a patient booking for another account's dependant: 403, nothing written", async () => {
    const theirs = await addChild(mother, { name: 'Someone Else' });
    const before = await appointmentCount();
    const res = await bookFor(stranger, theirs, addDays(TODAY, 5));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PATIENT_MESSAGES.notYourPatient);
    // an account (not a dependant) is not theirs either
    expect((await bookFor(stranger, mother.user.id, addDays(TODAY, 5))).status).toBe(403);
    expect(await appointmentCount()).toBe(before);
  });

  test('the holder sees the dependant’s visit in their list, with who it is for and who booked it', async () => {
    const holder = await quickUser(server, { name: 'Bola Uche' });
    const kid = await addChild(holder, { name: 'Ife Uche' });
    const id = dataOf(await bookFor(holder, kid, addDays(TODAY, 6)))._id;
    const list = await get(server, USER_LIST, holder.auth);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        _id: id,
        userInfo: { _id: kid, name: 'Ife Uche' },
        bookedBy: { _id: holder.user.id, name: 'Bola Uche' },
      }),
    ]);
    // nobody else sees it
    expect((await get(server, USER_LIST, stranger.auth)).body.data).not.toContainEqual(
      expect.objectContaining({ _id: id }),
    );
  });

  test('the holder cancels the dependant’s visit; a stranger may not', async () => {
    const holder = await quickUser(server);
    const kid = await addChild(holder, { name: 'Cancel Kid' });
    const id = dataOf(await bookFor(holder, kid, addDays(TODAY, 7)))._id;
    const refused = await post(server, CANCEL, { appointmentId: id, reason: 'Not mine' }, stranger.auth);
    expect(refused.status).toBe(403);
    const res = await post(server, CANCEL, { appointmentId: id, reason: 'Feeling better' }, holder.auth);
    expect(res.body).toEqual({ success: true, message: 'Appointment cancelled' });
    expect((await appointmentRow(server, id)).status).toBe('cancelled');
  });

  test('mail about a dependant’s visit goes to the holder and names the dependant; so does the bell', async () => {
    const holder = await quickUser(server, { name: 'Ngozi Eke' });
    const kid = await addChild(holder, { name: 'Ada Eke' });
    const { answer, mails } = await mailsOf(server, () => bookFor(holder, kid, addDays(TODAY, 8)));
    expect(answer.status).toBe(201);
    const mail = mailTo(mails, holder.user.email);
    expect(mail.subject).toMatch(/^Booking received: /);
    expect(mail.text).toContain('Hello Ngozi Eke,');
    expect(mail.text).toContain('This appointment is for Ada Eke.');

    const staff = await quickUser(server, { flags: { is_staff: true } });
    const approved = await mailsOf(server, () =>
      post(
        server,
        '/api/doctor/change-appointment-status',
        {
          appointmentId: dataOf(answer)._id,
          status: 'approved',
          comment: 'See you',
          schedule_date: addDays(TODAY, 8),
        },
        staff.auth,
      ),
    );
    const approval = mailTo(approved.mails, holder.user.email);
    expect(approval.text).toContain('This appointment is for Ada Eke.');
    expect(approval.calendar?.method).toBe('REQUEST');
    const bell = await server.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', holder.user.id)
      .execute();
    expect(bell.map((n) => n.message)).toContainEqual(expect.stringMatching(/has been approved/));
  });
});
