import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Review } from '../../shared/schemas/reviews';
import { REVIEW_STATUSES, type ReviewStatus } from '../../shared/vocabulary';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listQuery';
import { column, pageOf, type Paged, type SortKey } from '../lists/paging';
import { personNamed } from '../lists/list-filters';
import { reviewsFrom, toReview, withReviewColumns } from './reviews';

type Reader = Kysely<Database>;

/** A review without a status reads as 'unknown'; the filter names it so. */
const UNKNOWN = 'unknown';
type ReviewFilterStatus = ReviewStatus | typeof UNKNOWN;

const SORT_KEYS = {
  createdAt: [column('r.created_at')],
  rating: [column('r.rating')],
  patient: [column('u.name')],
  doctor: [column('d.first_name'), column('d.last_name')],
  status: [column('r.status', true), column('r.created_at')],
} satisfies Record<string, SortKey[]>;

type ReviewSort = keyof typeof SORT_KEYS;

/** Manage Review: search by any part of the patient's name; status, 'unknown' for none. */
export const allReviewsQuery = listQuerySchema<ReviewSort, ReviewFilterStatus>({
  sorts: ['createdAt', 'rating', 'patient', 'doctor', 'status'],
  filters: ['search', 'status'],
  statuses: [...REVIEW_STATUSES, UNKNOWN],
});

export async function allReviews(
  db: Reader,
  query: ListQuery<ReviewSort, ReviewFilterStatus>,
): Promise<Paged<Review>> {
  let from = reviewsFrom(db);
  const { search, status } = query;
  const patient = search ? await personNamed(db, 'r.user_id', search) : undefined;
  if (status) {
    const named = status.filter((s): s is ReviewStatus => s !== UNKNOWN);
    from = from.where((eb) =>
      eb.or([
        ...(named.length ? [eb('r.status', 'in', named)] : []),
        ...(status.includes(UNKNOWN) ? [eb('r.status', 'is', null)] : []),
      ]),
    );
  }
  return pageOf(
    db,
    {
      rows: withReviewColumns(patient ? from.where(patient.pick) : from),
      count: patient ? from.where(patient.count) : from,
      keys: SORT_KEYS[query.sort ?? 'createdAt'],
      tieBreak: column('r.id'),
    },
    query,
    toReview,
  );
}
