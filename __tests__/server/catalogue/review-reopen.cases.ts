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
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

/** Unpublishing an approved review and reconsidering a rejected one: reopen-review. */

const SUBMIT = '/api/bookAppointment/submit-review';
const UPDATE = '/api/admin/update-review-status';
const REOPEN = '/api/admin/reopen-review';
const ALL = '/api/admin/get-all-reviews';
const MINE = '/api/doctor/get-my-reviews';

let server: TestServer;
let as: Record<RoleName, Made>;
let doctor: QuickDoctor;
let patient: QuickUser;
let day = 0;

/** A completed visit with `doctor`, reviewed with `rating` and `comment`: the review's id, on hold. */
async function heldReview(rating: number, comment: string): Promise<string> {
  day += 1;
  const date = addDays(TODAY, day);
  const appointmentId = await book(server, patient, doctor, date);
  const approve = { appointmentId, status: 'approved', comment: 'ok', schedule_date: dmy(date) };
  expect((await post(server, STATUS, approve, doctor.auth)).status).toBe(200);
  const complete = { appointmentId, comment: 'done', followUpNeeded: 'no' };
  expect((await post(server, DOCTOR_COMPLETE, complete, doctor.auth)).status).toBe(200);
  expect((await post(server, SUBMIT, { appointmentId, rating, comment }, patient.auth)).status).toBe(201);
  const row = await server.db
    .selectFrom('reviews')
    .select('id')
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A review decided as `status` by an admin. */
async function decided(status: 'approved' | 'rejected', rating: number, comment: string) {
  const reviewId = await heldReview(rating, comment);
  const res = await post(server, UPDATE, { reviewId, status, adminComment: 'Checked' }, as.admin.auth);
  expect(res.status).toBe(200);
  return reviewId;
}

const reopen = (reviewId: string, by: Made | QuickUser | QuickDoctor, adminComment = 'A second look') =>
  post(server, REOPEN, { reviewId, adminComment }, by.auth);

const stored = (reviewId: string) =>
  server.db
    .selectFrom('reviews')
    .select(['status', 'admin_comment'])
    .where('id', '=', reviewId)
    .executeTakeFirstOrThrow();

/** The doctor's published reviews (what the doctor's page shows) and their rating. */
async function published() {
  const mine = (await get(server, MINE, doctor.auth)).body.data as {
    rating: number | null;
    reviews: Array<{ _id: string }>;
  };
  const rating = (await get(server, `/api/reviews/doctor/${doctor.doctor.id}`)).body.rating as number | null;
  return { ids: mine.reviews.map((r) => r._id), rating, ownRating: mine.rating };
}

async function auditOf(reviewId: string) {
  await server.app.auditWritesSettled();
  return server.db
    .selectFrom('audit_log')
    .select(['actor_email', 'actor_role', 'action', 'outcome', 'status_code'])
    .where('target', '=', reviewId)
    .where('action', '=', `POST ${REOPEN}`)
    .orderBy('at')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'reopen');
  doctor = await quickDoctor(server, { firstName: 'Kemi', totalSlots: 50 });
  patient = await quickUser(server, { name: 'Yemi Alade' });
});
afterAll(() => server.close());

test('an admin unpublishes an approved review: back on hold, off the published list and the rating, in the audit log', async () => {
  const kept = await decided('approved', 5, 'Always on time');
  const reviewId = await decided('approved', 2, 'Rushed and curt');
  expect(await published()).toEqual({
    ids: expect.arrayContaining([kept, reviewId]),
    rating: 3.5,
    ownRating: 3.5,
  });

  const res = await reopen(reviewId, as.admin, 'The patient asked us to take it down');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: 'Review unpublished and put back on hold' });
  expect(await stored(reviewId)).toEqual({
    status: 'hold',
    admin_comment: 'The patient asked us to take it down',
  });
  const after = await published();
  expect(after.ids).toContain(kept);
  expect(after.ids).not.toContain(reviewId);
  expect(after).toMatchObject({ rating: 5, ownRating: 5 });
  const listed = (await get(server, `${ALL}?pageSize=100`, as.admin.auth)).body.data as Array<{
    _id: string;
    status: string;
  }>;
  expect(listed.find((r) => r._id === reviewId)?.status).toBe('hold');

  expect(await auditOf(reviewId)).toEqual([
    {
      actor_email: as.admin.user.email,
      actor_role: 'admin',
      action: `POST ${REOPEN}`,
      outcome: 'success',
      status_code: 200,
    },
  ]);

  // on hold again, it is decided as any other: published once more when approved
  expect(
    (
      await post(
        server,
        UPDATE,
        { reviewId, status: 'approved', adminComment: 'Fine after all' },
        as.admin.auth,
      )
    ).status,
  ).toBe(200);
  expect((await published()).ids).toContain(reviewId);
});

test('staff reconsider a rejected review: back on hold, then it may be approved and published', async () => {
  const reviewId = await decided('rejected', 4, 'Helpful, explained the results');
  expect((await published()).ids).not.toContain(reviewId);

  const res = await reopen(reviewId, as.staff);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: 'Review put back on hold to be decided again' });
  expect(await stored(reviewId)).toEqual({ status: 'hold', admin_comment: 'A second look' });
  expect((await published()).ids).not.toContain(reviewId);

  const approve = { reviewId, status: 'approved', adminComment: 'Reconsidered' };
  expect((await post(server, UPDATE, approve, as.staff.auth)).status).toBe(200);
  expect((await published()).ids).toContain(reviewId);
  expect(await auditOf(reviewId)).toEqual([
    expect.objectContaining({ actor_email: as.staff.user.email, actor_role: 'staff', outcome: 'success' }),
  ]);
});

test('doctors, registered doctors and patients may not unpublish: 403, the review stays published, the refusal is logged', async () => {
  const reviewId = await decided('approved', 4, 'Kind and thorough');
  const callers: Array<Made | QuickUser | QuickDoctor> = [
    doctor,
    as.doctor,
    as.regDoctor,
    as.patient,
    patient,
  ];
  for (const caller of callers) {
    const res = await reopen(reviewId, caller);
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: FORBIDDEN });
  }
  const anonymous = await post(server, REOPEN, { reviewId, adminComment: 'x' });
  expect(anonymous.status).toBe(401);
  expect(await stored(reviewId)).toEqual({ status: 'approved', admin_comment: 'Checked' });
  expect((await published()).ids).toContain(reviewId);
  const audit = await auditOf(reviewId);
  expect(audit.map((row) => [row.outcome, row.status_code])).toEqual([
    ...callers.map(() => ['failure', 403]),
    ['failure', 401],
  ]);
});

test('a review on hold or without a status has nothing to reopen: 409, nothing changes', async () => {
  const held = await heldReview(3, 'Average');
  const res = await reopen(held, as.admin);
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ success: false, message: 'This review has not been decided yet' });
  expect(await stored(held)).toEqual({ status: 'hold', admin_comment: null });

  await server.db.updateTable('reviews').set({ status: null }).where('id', '=', held).execute();
  expect((await reopen(held, as.staff)).status).toBe(409);
  expect(await stored(held)).toEqual({ status: null, admin_comment: null });
});

test.each([
  ['no comment', {}, 'Please enter a comment'],
  ['a blank comment', { adminComment: '  ' }, 'Please enter a comment'],
  ['a comment over 1000 characters', { adminComment: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
])('%s → 400, the review stays published', async (_case, body, message) => {
  const reviewId = await decided('approved', 5, 'Great');
  const res = await post(server, REOPEN, { reviewId, ...body }, as.admin.auth);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
  expect(await stored(reviewId)).toEqual({ status: 'approved', admin_comment: 'Checked' });
});

test('an unknown review answers 404', async () => {
  const res = await reopen(randomUUID(), as.admin);
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ success: false, message: 'Review not found' });
});
