import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError, conflict, notFound } from '../plugins/errors';
import { formatDisplayDate } from '../../shared/clinicDays';
import { queueLabel } from '../../shared/schemas/clinicDay';
import type { CheckInOffer } from '../../shared/answers/clinicDay';
import type { VisitState } from '../../shared/vocabulary';
import { withValues } from '../i18n';
import { APPOINTMENT_TEXT, checkInLinks, type CheckInTarget } from '../appointments';
import type { Db } from '../db/connect';
import { checkInByPhone } from './queue';
import { TODAY_TEXT } from './today-messages';

type Tx = Kysely<Database>;

/**
 * What a check-in link lets the caller check in: a poster's, their visits that day with the doctors
 * the display covers; a reminder's, its one visit. Refused (nothing read further) for a token that is
 * malformed or not signed by us (400), one of another day or a revoked display's (409).
 */
interface Reach {
  target: CheckInTarget;
  /** the doctors a poster covers; null for a visit's own link */
  doctorIds: string[] | null;
}

export async function linkReach(db: Db, token: string, today: string): Promise<Reach> {
  const target = (await checkInLinks(db)).read(token);
  if (!target) throw new HttpError(400, TODAY_TEXT.badCheckInLink);
  if (target.date !== today) {
    throw conflict(withValues(TODAY_TEXT.linkForDate, { date: formatDisplayDate(target.date) }));
  }
  if (target.kind === 'visit') return { target, doctorIds: null };
  const display = await db
    .selectFrom('queue_displays')
    .select(['doctor_ids', 'revoked_at'])
    .where('id', '=', target.id)
    .executeTakeFirst();
  if (!display || display.revoked_at) throw conflict(TODAY_TEXT.posterRevoked);
  return { target, doctorIds: display.doctor_ids };
}

interface OfferRow {
  id: string;
  patient_name: string;
  first_name: string;
  last_name: string;
  time: string;
  status: string;
  /** the date the visit is due ('YYYY-MM-DD'), null when its status has it due on none */
  due: string | null;
  state: VisitState;
  queue_number: number | null;
  queue_prefix: string | null;
}

/**
 * The caller's and their family's visits of the day within the link's reach, due today or already
 * on today's queue (at most 20: a family's day; read through the patients' and the visit's indexes).
 */
async function visitsInReach(db: Tx, accountId: string, reach: Reach, today: string) {
  const { target, doctorIds } = reach;
  const within =
    doctorIds === null
      ? sql`a.id = ${target.id}::uuid`
      : doctorIds.length === 0
        ? sql`false`
        : sql`a.doctor_id IN (${sql.join(doctorIds.map((id) => sql`${id}::uuid`))})`;
  const { rows } = await sql<OfferRow>`
    SELECT a.id, u.name AS patient_name, d.first_name, d.last_name, a.time, a.status,
      to_char(CASE a.status WHEN 'approved' THEN a.schedule_date WHEN 'follow-up' THEN a.follow_up_date END,
        'YYYY-MM-DD') AS due,
      coalesce(v.state, 'expected') AS state, v.queue_number, qp.prefix AS queue_prefix
    FROM users AS u
    JOIN appointments AS a ON a.user_id = u.id
    JOIN doctors AS d ON d.id = a.doctor_id
    LEFT JOIN clinic_visits AS v ON v.appointment_id = a.id AND v.clinic_date = ${today}::date
    LEFT JOIN clinic_queue_prefixes AS qp ON qp.doctor_id = v.doctor_id AND qp.clinic_date = v.clinic_date
    WHERE (u.id = ${accountId}::uuid OR u.holder_id = ${accountId}::uuid)
      AND ${within}
      AND ((a.status = 'approved' AND a.schedule_date = ${today}::date)
        OR (a.status = 'follow-up' AND a.follow_up_date = ${today}::date)
        OR v.appointment_id IS NOT NULL
        OR a.id = ${doctorIds === null ? target.id : null}::uuid)
    ORDER BY a.time, a.id
    LIMIT 20`.execute(db);
  return rows;
}

/**
 * GET /api/check-in/:token. A visit's own link names one visit: not the caller's (nor a family
 * member's) is 404; one no longer due (cancelled, completed, moved) or already seen is refused as
 * its check-in would be.
 */
export async function checkInOffer(
  db: Db,
  accountId: string,
  link: { token: string; today: string },
): Promise<CheckInOffer> {
  const { token, today } = link;
  const reach = await linkReach(db, token, today);
  const rows = await visitsInReach(db, accountId, reach, today);
  if (reach.doctorIds === null) {
    const visit = rows[0];
    if (!visit) throw notFound(APPOINTMENT_TEXT.notFound);
    if (visit.state === 'seen') throw conflict(TODAY_TEXT.visitSeen);
    if (visit.state === 'expected' && !visit.due) {
      throw conflict(withValues(APPOINTMENT_TEXT.alreadyStatus, { status: visit.status }));
    }
    if (visit.state === 'expected' && visit.due !== today) {
      throw conflict(withValues(TODAY_TEXT.visitOn, { date: formatDisplayDate(visit.due ?? today) }));
    }
  }
  return {
    kind: reach.target.kind,
    date: today,
    visits: rows
      .filter((r) => r.state !== 'seen' && r.state !== 'no-show')
      .map((r) => ({
        appointmentId: r.id,
        patientName: r.patient_name,
        doctorName: `${r.first_name} ${r.last_name}`,
        time: r.time,
        visitState: r.state,
        queueNumber: queueLabel(r.queue_number, r.queue_prefix),
      })),
  };
}

/**
 * POST /api/check-in/:token: checks one visit in by the desk's own rules (checkInByPhone), when the
 * link reaches it: a poster's doctors, or the visit its own link names.
 */
export async function checkInByLink(
  db: Db,
  accountId: string,
  link: { token: string; today: string; appointmentId: string },
) {
  const { token, today } = link;
  const appointmentId = link.appointmentId.toLowerCase();
  const reach = await linkReach(db, token, today);
  const covered = reach.doctorIds;
  return checkInByPhone(
    db,
    { id: accountId },
    {
      appointmentId,
      today,
      allowed: (doctorId) =>
        covered === null ? appointmentId === reach.target.id : covered.includes(doctorId),
    },
  );
}

/** GET /api/admin/display-poster/:displayId: the display's check-in link of today, for its poster. */
export async function displayPoster(
  db: Db,
  displayId: string,
  clinic: { today: string; clinicName: string },
) {
  const display = await db
    .selectFrom('queue_displays')
    .select(['id', 'name', 'revoked_at'])
    .where('id', '=', displayId.toLowerCase())
    .executeTakeFirst();
  if (!display) throw notFound(TODAY_TEXT.displayNotFound);
  if (display.revoked_at) throw conflict(TODAY_TEXT.posterRevoked);
  const token = (await checkInLinks(db)).sign({ kind: 'display', id: display.id, date: clinic.today });
  return {
    displayId: display.id,
    name: display.name,
    clinicName: clinic.clinicName,
    date: clinic.today,
    path: `/check-in/${token}`,
  };
}
