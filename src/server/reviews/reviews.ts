import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import {
  halfStarMean,
  type ReopenReviewInput,
  type Review,
  type ReviewStatusInput,
  type SubmitReviewInput,
} from '../../shared/schemas/reviews';
import { conflict, forbidden, notFound } from '../plugins/errors';
import { notify } from '../notifications';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT } from '../appointments';
import { REVIEW_TEXT } from './review-messages';
import { REVIEW_NOTICES } from './review-notices';

type Reader = Kysely<Database>;
const ALREADY_REVIEWED = REVIEW_TEXT.alreadyReviewed;
const UNIQUE_VIOLATION = '23505';

/** Reviews as `r`, before any filter or join. */
export const reviewsFrom = (db: Reader) => db.selectFrom('reviews as r');

/** The reviews `from` keeps, with their patient's and doctor's names. */
export function withReviewColumns(from: ReturnType<typeof reviewsFrom>) {
  return from
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('doctors as d', 'd.id', 'r.doctor_id')
    .select([
      'r.id',
      'r.appointment_id',
      'r.rating',
      'r.comment',
      'r.status',
      'r.admin_comment',
      'r.created_at',
      'r.user_id',
      'u.name as user_name',
      'u.review_name',
      'r.doctor_id',
      'd.first_name',
      'd.last_name',
    ]);
}

type ReviewJoinRow = Awaited<ReturnType<ReturnType<typeof withReviewColumns>['executeTakeFirstOrThrow']>>;

export const toReview = (row: ReviewJoinRow): Review => ({
  _id: row.id,
  appointmentId: row.appointment_id,
  userId: { _id: row.user_id, name: row.user_name },
  doctorId: { _id: row.doctor_id, firstName: row.first_name, lastName: row.last_name },
  rating: Number(row.rating),
  comment: row.comment,
  status: row.status,
  adminComment: row.admin_comment,
  createdAt: row.created_at.toISOString(),
});

/** submit-review: the patient's own completed or follow-up visit, once; it starts on hold. */
export async function submitReview(db: Db, patient: UserRow, input: SubmitReviewInput): Promise<void> {
  await db
    .transaction()
    .execute(async (tx) => {
      const appointment = await tx
        .selectFrom('appointments')
        .select(['id', 'user_id', 'doctor_id', 'status'])
        // the account that manages the patient: a dependant's review is the holder's
        .select(
          sql<string>`(SELECT coalesce(holder_id, id) FROM users WHERE users.id = appointments.user_id)`.as(
            'account_id',
          ),
        )
        .where('id', '=', input.appointmentId)
        .forUpdate()
        .executeTakeFirst();
      if (!appointment) throw notFound(APPOINTMENT_TEXT.notFound);
      if (appointment.user_id !== patient.id && appointment.account_id !== patient.id) throw forbidden();
      if (appointment.status !== 'completed' && appointment.status !== 'follow-up') {
        throw conflict(REVIEW_TEXT.notCompleted);
      }
      const existing = await tx
        .selectFrom('reviews')
        .select('id')
        .where('appointment_id', '=', appointment.id)
        .executeTakeFirst();
      if (existing) throw conflict(ALREADY_REVIEWED);
      await tx
        .insertInto('reviews')
        .values({
          appointment_id: appointment.id,
          user_id: patient.id,
          doctor_id: appointment.doctor_id,
          rating: input.rating,
          comment: input.comment,
        })
        .execute();
    })
    .catch((error: unknown) => {
      // the row lock makes this rare; the unique index settles any race that remains
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(ALREADY_REVIEWED);
      throw error;
    });
}

/** A doctor's rating: the mean of their approved reviews to the nearest half, or null. */
export async function doctorRating(db: Reader, doctorId: string): Promise<number | null> {
  const rows = await db
    .selectFrom('reviews')
    .select('rating')
    .where('doctor_id', '=', doctorId)
    .where('status', '=', 'approved')
    .execute();
  return halfStarMean(rows.map((r) => Number(r.rating)));
}

/**
 * The published (approved) reviews of the doctor profile the user owns, with their rating; each with
 * its patient's name only where the patient consents to it.
 */
export async function ownPublishedReviews(db: Reader, userId: string) {
  const rows = await withReviewColumns(reviewsFrom(db))
    .where('d.user_id', '=', userId)
    .where('r.status', '=', 'approved')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
  // a patient who withdrew consent to their name on published reviews is shown without it
  const reviews = rows.map((row) => {
    const review = toReview(row);
    return row.review_name ? review : { ...review, userId: { ...review.userId, name: null } };
  });
  return { rating: halfStarMean(reviews.map((r) => r.rating)), reviews };
}

/**
 * update-review-status: only while the review is on hold or has no status. The
 * patient hears the outcome; the doctor hears of a published review.
 */
export async function updateReviewStatus(db: Db, input: ReviewStatusInput): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const review = await tx
      .selectFrom('reviews as r')
      .innerJoin('doctors as d', 'd.id', 'r.doctor_id')
      .select(['r.id', 'r.status', 'r.user_id', 'd.user_id as doctor_user_id', 'd.first_name', 'd.last_name'])
      .where('r.id', '=', input.reviewId)
      .forUpdate('r')
      .executeTakeFirst();
    if (!review) throw notFound(REVIEW_TEXT.notFound);
    if (review.status !== null && review.status !== 'hold') {
      throw conflict(withValues(REVIEW_TEXT.alreadyStatus, { status: review.status }));
    }
    await tx
      .updateTable('reviews')
      .set({ status: input.status, admin_comment: input.adminComment, updated_at: new Date() })
      .where('id', '=', review.id)
      .execute();
    if (input.status === 'hold') return;
    const doctor = `${review.first_name} ${review.last_name}`;
    await notify(
      tx,
      [review.user_id],
      withValues(input.status === 'approved' ? REVIEW_NOTICES.approved : REVIEW_NOTICES.rejected, { doctor }),
      '/reviewSubmission',
    );
    if (input.status === 'approved') {
      await notify(tx, [review.doctor_user_id], REVIEW_NOTICES.published, '/doctor/reviews');
    }
  });
}

/**
 * reopen-review: an approved review is unpublished (it leaves the doctor's published reviews and
 * rating) and a rejected one is reconsidered; either goes back on hold, with the comment given, to be
 * decided again. A review on hold or without a status has nothing to reopen (409). Answers what the
 * review was.
 */
export async function reopenReview(db: Db, input: ReopenReviewInput): Promise<'approved' | 'rejected'> {
  return db.transaction().execute(async (tx) => {
    const review = await tx
      .selectFrom('reviews')
      .select(['id', 'status'])
      .where('id', '=', input.reviewId)
      .forUpdate()
      .executeTakeFirst();
    if (!review) throw notFound(REVIEW_TEXT.notFound);
    const { status } = review;
    if (status !== 'approved' && status !== 'rejected') throw conflict(REVIEW_TEXT.notDecided);
    await tx
      .updateTable('reviews')
      .set({ status: 'hold', admin_comment: input.adminComment, updated_at: new Date() })
      .where('id', '=', review.id)
      .execute();
    return status;
  });
}
