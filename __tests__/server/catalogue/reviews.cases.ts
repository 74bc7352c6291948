import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';
import {
  DOCTOR_COMPLETE,
  STATUS,
  TODAY,
  book,
  dmy,
  notesOf,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

const SUBMIT = '/api/bookAppointment/submit-review';
const ALL = '/api/admin/get-all-reviews';
const UPDATE = '/api/admin/update-review-status';
const MINE = '/api/doctor/get-my-reviews';
const ratingUrl = (doctor: QuickDoctor) => `/api/reviews/doctor/${doctor.doctor.id}`;

let server: TestServer;
let as: Record<RoleName, Made>;
let ada: QuickDoctor;
let chidi: QuickUser;
let ngozi: QuickUser;
let day = 0;

/** Books with `doctor` and walks the appointment to `status` (through the real calls). */
async function visit(patient: QuickUser, doctor: QuickDoctor, status: 'pending' | 'completed' | 'follow-up') {
  day += 1;
  const id = await book(server, patient, doctor, addDays(TODAY, day));
  if (status === 'pending') return id;
  const approve = {
    appointmentId: id,
    status: 'approved',
    comment: 'ok',
    schedule_date: dmy(addDays(TODAY, day)),
  };
  await post(server, STATUS, approve, doctor.auth);
  const followUp = status === 'follow-up';
  const complete = {
    appointmentId: id,
    comment: 'done',
    followUpNeeded: followUp ? 'yes' : 'no',
    followUpDate: followUp ? dmy(addDays(TODAY, 20)) : undefined,
  };
  const res = await post(server, DOCTOR_COMPLETE, complete, doctor.auth);
  expect(res.status).toBe(200);
  return id;
}

const submit = (patient: QuickUser, appointmentId: string, rating = 4, comment = 'Kind and thorough') =>
  post(server, SUBMIT, { appointmentId, rating, comment }, patient.auth);

async function reviewIdOf(appointmentId: string) {
  const row = await server.db
    .selectFrom('reviews')
    .select('id')
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  return row.id;
}

const moderate = (reviewId: string, status: string, by: Made = as.admin, adminComment = 'Checked') =>
  post(server, UPDATE, { reviewId, status, adminComment }, by.auth);

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'reviews');
  ada = await quickDoctor(server, { firstName: 'Ada', totalSlots: 50 });
  chidi = await quickUser(server, { name: 'Chidi Okafor' });
  ngozi = await quickUser(server, { name: 'Ngozi Obi' });
});
afterAll(() => server.close());

describe('submit-review', () => {
  test('a patient reviews their completed visit once; it starts on hold', async () => {
    const id = await visit(chidi, ada, 'completed');
    const res = await submit(chidi, id, 4.5);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Review submitted successfully' });
    const stored = await server.db
      .selectFrom('reviews')
      .selectAll()
      .where('appointment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ status: stored.status, rating: Number(stored.rating), doctor: stored.doctor_id }).toEqual({
      status: 'hold',
      rating: 4.5,
      doctor: ada.doctor.id,
    });
    const listed = (await get(server, '/api/user/get-appointments-by-user-id', chidi.auth)).body
      .data as Array<{
      _id: string;
      reviewed: boolean;
    }>;
    expect(listed.find((a) => a._id === id)?.reviewed).toBe(true);
    const again = await submit(chidi, id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'You have already reviewed this appointment' });
  });

  test('a follow-up visit may be reviewed; a pending one may not', async () => {
    expect((await submit(chidi, await visit(chidi, ada, 'follow-up'))).status).toBe(201);
    const pending = await submit(chidi, await visit(chidi, ada, 'pending'));
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('You can review an appointment once it has been completed');
  });

  test('another patient’s appointment is refused and nothing is stored', async () => {
    const id = await visit(ngozi, ada, 'completed');
    const res = await submit(chidi, id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(
      await server.db.selectFrom('reviews').select('id').where('appointment_id', '=', id).execute(),
    ).toEqual([]);
  });

  test('six simultaneous submissions of one visit store exactly one review', async () => {
    const id = await visit(ngozi, ada, 'completed');
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(ngozi, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(
      await server.db.selectFrom('reviews').select('id').where('appointment_id', '=', id).execute(),
    ).toHaveLength(1);
  });

  const someId = randomUUID();
  test.each([
    ['no appointment', { rating: 4, comment: 'x' }, 'Please select an appointment'],
    ['a malformed id', { appointmentId: 'nope', rating: 4, comment: 'x' }, 'Please select an appointment'],
    ['no rating', { appointmentId: someId, comment: 'x' }, 'Please provide a rating'],
    ['rating 0', { appointmentId: someId, rating: 0, comment: 'x' }, 'Please provide a rating'],
    ['rating as text', { appointmentId: someId, rating: '4', comment: 'x' }, 'Please provide a rating'],
    ['rating 5.5', { appointmentId: someId, rating: 5.5, comment: 'x' }, 'A rating is at most 5 stars'],
    ['rating 3.3', { appointmentId: someId, rating: 3.3, comment: 'x' }, 'A rating goes in half stars'],
    ['no comment', { appointmentId: someId, rating: 4 }, 'Please provide a comment'],
    ['a blank comment', { appointmentId: someId, rating: 4, comment: '   ' }, 'Please provide a comment'],
    [
      '1001 characters',
      { appointmentId: someId, rating: 4, comment: 'x'.repeat(1001) },
      'Must be at most 1000 characters',
    ],
  ])('%s → 400 %s', async (_case, body, message) => {
    const res = await post(server, SUBMIT, body, chidi.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  test.each(['admin', 'staff', 'doctor'] as const)('%s may not submit reviews', async (role) => {
    expect(
      (await post(server, SUBMIT, { appointmentId: randomUUID(), rating: 4, comment: 'x' }, as[role].auth))
        .status,
    ).toBe(403);
  });
});

describe('ratings and moderation', () => {
  let doctor: QuickDoctor;
  const reviews: string[] = [];

  beforeAll(async () => {
    doctor = await quickDoctor(server, { firstName: 'Bisi', totalSlots: 50 });
    for (const rating of [4, 5, 3]) {
      const id = await visit(chidi, doctor, 'completed');
      await submit(chidi, id, rating, `Rated ${rating}`);
      reviews.push(await reviewIdOf(id));
    }
  });

  test('no approved review: rating null; the mean of approved ones only, to the nearest half', async () => {
    expect((await get(server, ratingUrl(doctor))).body).toEqual({ success: true, rating: null });
    expect((await moderate(reviews[0], 'approved')).body).toEqual({
      success: true,
      message: 'Review status updated successfully',
    });
    expect((await moderate(reviews[1], 'approved', as.staff)).status).toBe(200);
    // 4 and 5 approved, 3 still on hold
    expect((await get(server, ratingUrl(doctor))).body.rating).toBe(4.5);
    await moderate(reviews[2], 'approved');
    expect((await get(server, ratingUrl(doctor))).body.rating).toBe(4);
  });

  test('halves: a mean of 4.25 shows 4.5, 3.75 shows 4, 3.2 shows 3', async () => {
    const cases: Array<[number[], number]> = [
      [[4.5, 4], 4.5],
      [[3.5, 4], 4],
      [[3, 3, 3, 3, 4], 3],
    ];
    for (const [ratings, expected] of cases) {
      const other = await quickDoctor(server, { firstName: `Half${expected}`, totalSlots: 50 });
      for (const rating of ratings) {
        const id = await visit(ngozi, other, 'completed');
        await submit(ngozi, id, rating);
        await moderate(await reviewIdOf(id), 'approved');
      }
      expect((await get(server, ratingUrl(other))).body.rating).toBe(expected);
    }
  });

  test('only a review on hold or without status can be moderated; others answer 409', async () => {
    const approved = await moderate(reviews[0], 'rejected');
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('This review is already approved');
    const id = await visit(chidi, doctor, 'completed');
    await submit(chidi, id);
    const reviewId = await reviewIdOf(id);
    await server.db.updateTable('reviews').set({ status: null }).where('id', '=', reviewId).execute();
    expect((await moderate(reviewId, 'hold')).status).toBe(200);
    expect((await moderate(reviewId, 'rejected')).status).toBe(200);
    expect((await moderate(reviewId, 'approved')).body.message).toBe('This review is already rejected');
  });

  test('moderation tells the patient; approval also tells the doctor', async () => {
    const id = await visit(ngozi, doctor, 'completed');
    await submit(ngozi, id);
    await moderate(await reviewIdOf(id), 'rejected');
    const rejectedNote = {
      message: 'Your review of Dr. Bisi Eze has been rejected',
      on_click_path: '/reviewSubmission',
    };
    expect(await notesOf(server, ngozi.user.id)).toContainEqual(rejectedNote);

    const doctorNotes = (await notesOf(server, doctor.user.id)).filter(
      (n) => n.on_click_path === '/doctor/reviews',
    );
    expect(doctorNotes).toEqual(
      Array(3).fill({ message: 'A new review was published for you', on_click_path: '/doctor/reviews' }),
    );
    expect(await notesOf(server, chidi.user.id)).toContainEqual({
      message: 'Your review of Dr. Bisi Eze has been approved',
      on_click_path: '/reviewSubmission',
    });
  });

  test.each([
    [{ status: 'approved' }, 'Please enter a comment'],
    [{ status: 'approved', adminComment: ' ' }, 'Please enter a comment'],
    [{ status: 'published', adminComment: 'x' }, 'Please select a status'],
    [{ adminComment: 'x' }, 'Please select a status'],
  ])('%j → 400 %s, nothing changes', async (body, message) => {
    const id = await visit(chidi, doctor, 'completed');
    await submit(chidi, id);
    const reviewId = await reviewIdOf(id);
    const res = await post(server, UPDATE, { reviewId, ...body }, as.admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const row = await server.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect([row.status, row.admin_comment]).toEqual(['hold', null]);
  });

  test('an unknown review answers 404; doctors and patients may not moderate', async () => {
    expect((await moderate(randomUUID(), 'approved')).status).toBe(404);
    for (const role of ['doctor', 'regDoctor', 'patient'] as const) {
      expect((await moderate(reviews[2], 'approved', as[role])).status).toBe(403);
    }
  });

  test('get-all-reviews lists every review with patient and doctor names, for staff and admin only', async () => {
    const res = await get(server, `${ALL}?pageSize=100`, as.staff.auth);
    expect(res.status).toBe(200);
    const stored = await server.db.selectFrom('reviews').select('id').execute();
    expect(res.body).toMatchObject({ total: stored.length, page: 1, pageSize: 100 });
    const first = (res.body.data as Array<Record<string, unknown>>).find((r) => r._id === reviews[0]);
    expect(first).toEqual({
      _id: reviews[0],
      appointmentId: expect.any(String),
      userId: { _id: chidi.user.id, name: 'Chidi Okafor' },
      doctorId: { _id: doctor.doctor.id, firstName: 'Bisi', lastName: 'Eze' },
      rating: 4,
      comment: 'Rated 4',
      status: 'approved',
      adminComment: 'Checked',
      createdAt: expect.any(String),
    });
    expect((await get(server, ALL, as.patient.auth)).status).toBe(403);
    expect((await get(server, ALL, as.doctor.auth)).status).toBe(403);
  });

  test('a doctor reads their own published reviews and average only', async () => {
    const res = await get(server, MINE, doctor.auth);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      rating: number;
      reviews: Array<{ status: string; doctorId: { _id: string } }>;
    };
    expect(data.rating).toBe(4);
    expect(data.reviews).toHaveLength(3);
    expect(data.reviews.every((r) => r.status === 'approved' && r.doctorId._id === doctor.doctor.id)).toBe(
      true,
    );
    expect((await get(server, MINE, ada.auth)).body.data).toEqual({ rating: null, reviews: [] });
    expect((await get(server, MINE, as.admin.auth)).status).toBe(403);
  });
});
