import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { hasRole } from '../plugins/auth';
import { forbidden, notFound } from '../plugins/errors';
import type { InsightsRangeQuery } from '../../shared/schemas/insights';
import { addDays } from '../../shared/clinicDays';
import { INSIGHTS_DEFAULT_DAYS } from '../../shared/schemas/insights';
import type { DateRange } from './range';
import { DOCTOR_TEXT } from '../doctors';
import { INSIGHTS_TEXT } from './insights-messages';

/**
 * Whose visits a call counts: `doctorIds` null means the whole clinic (the clinic-wide rollup rows);
 * otherwise the doctors the filters leave (possibly none). `facet` names the rollup rows of a service
 * or a location alone ('service:Cardiology'), which sum its doctors' without reading each.
 */
export interface InsightsScope {
  range: DateRange;
  doctorIds: string[] | null;
  facet: string | null;
}

/**
 * The range (default: the 90 days up to today) and the doctors of a call. A doctor always sees only
 * their own visits: naming another doctor is refused.
 */
export async function resolveScope(
  db: Db,
  viewer: UserRow,
  query: InsightsRangeQuery,
  today: string,
): Promise<InsightsScope> {
  const to = query.to ?? (query.from ? addDays(query.from, INSIGHTS_DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
  let doctorId = query.doctorId?.toLowerCase();
  if (!hasRole(viewer, 'admin') && !hasRole(viewer, 'staff')) {
    const own = await db
      .selectFrom('doctors')
      .select('id')
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    if (!own || (doctorId && doctorId !== own.id)) throw forbidden(INSIGHTS_TEXT.ownVisitsOnly);
    doctorId = own.id;
  } else if (doctorId) {
    const exists = await db.selectFrom('doctors').select('id').where('id', '=', doctorId).executeTakeFirst();
    if (!exists) throw notFound(DOCTOR_TEXT.notFound);
  }
  const range = { from, to };
  if (!doctorId && !query.service && !query.location) return { range, doctorIds: null, facet: null };
  let doctors = db.selectFrom('doctors').select('id');
  if (doctorId) doctors = doctors.where('id', '=', doctorId);
  if (query.service) doctors = doctors.where('service', '=', query.service);
  if (query.location) doctors = doctors.where('location', '=', query.location);
  const rows = await doctors.execute();
  const facet =
    doctorId || (query.service && query.location)
      ? null
      : query.service
        ? `service:${query.service}`
        : `location:${query.location}`;
  return { range, doctorIds: rows.map((row) => row.id), facet };
}
