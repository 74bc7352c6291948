import type { Kysely } from 'kysely';
import type { Database, ReviewStatus } from '../db/schema';

const COMMENTS = [
  'Very thorough and explained everything clearly.',
  'Kind, patient and on time. I felt listened to.',
  'Good consultation, but the wait at the front desk was long.',
  'Excellent care for my daughter; we will be back.',
  'Helpful advice and a clear plan for follow-up.',
  'The doctor was rushed and did not answer my questions.',
];
const RATINGS = [5, 4.5, 3.5, 5, 4, 2];
/** Most reviews published, some waiting for moderation, one turned down. */
const STATUSES: ReviewStatus[] = ['approved', 'approved', 'hold', 'approved', 'hold', 'rejected'];

/** Demo reviews of completed and follow-up visits, in every status. */
export async function seedReviews(db: Kysely<Database>): Promise<void> {
  const visits = await db
    .selectFrom('appointments')
    .select(['id', 'user_id', 'doctor_id', 'updated_at'])
    .where('status', 'in', ['completed', 'follow-up'])
    .orderBy('date')
    .execute();
  const reviews = visits.slice(0, 14).map((visit, i) => {
    const status = STATUSES[i % STATUSES.length];
    return {
      appointment_id: visit.id,
      user_id: visit.user_id,
      doctor_id: visit.doctor_id,
      rating: RATINGS[i % RATINGS.length],
      comment: COMMENTS[i % COMMENTS.length],
      status,
      admin_comment:
        status === 'hold' ? null : status === 'approved' ? 'Thank you' : 'Not about the care given',
      created_at: visit.updated_at,
      updated_at: visit.updated_at,
    };
  });
  if (reviews.length > 0) await db.insertInto('reviews').values(reviews).execute();
}
