import { sql } from 'kysely';
import type { AppointmentSort } from '../../src/server/appointments/lists';
import type { Db } from '../../src/server/db/connect';
import { APPOINTMENT_STATUSES } from '../../src/shared/appointmentDisplay';
import { addDays } from '../../src/shared/clinicDays';
import { DESK_SORTS } from './clinic-day';
import type { ExplainedGroup } from './explain';
import { sequentialP95 } from './server';

/**
 * Every combination the three appointment lists offer: each list over the last month,
 * in every sort it offers, in both orders, alone, with a status filter, with a name search and with
 * both. Each combination is asked REQUESTS times one after another: ascending and descending in
 * turn, page sizes 10 up (so no answer comes from the read cache), the statuses the list's screen
 * offers and the search terms in turn.
 */
const REQUESTS = 20;
export const DESK_LIMIT_MS = 200;

export const DESK_VARIANTS = ['', 'a status', 'a name search', 'a status and a name search'] as const;
type Variant = (typeof DESK_VARIANTS)[number];

export interface DeskList {
  key: 'admin' | 'doctor' | 'patient';
  label: string;
  path: string;
  sorts: readonly AppointmentSort[];
  /** The statuses its screen offers, asked in turn. */
  statuses: readonly string[];
}

export const DESK_LISTS: readonly DeskList[] = [
  {
    key: 'admin',
    label: 'appointments desk (admin and staff)',
    path: '/api/admin/get-all-appointments',
    sorts: DESK_SORTS,
    // the desk's status select (AdminAppointmentsPage)
    statuses: ['pending', 'approved', 'rejected', 'cancelled'],
  },
  {
    key: 'doctor',
    label: "doctor's own appointments",
    path: '/api/doctor/get-appointments-by-doctor-id',
    sorts: DESK_SORTS,
    statuses: APPOINTMENT_STATUSES,
  },
  {
    key: 'patient',
    label: "patient's own appointments",
    path: '/api/user/get-appointments-by-user-id',
    sorts: DESK_SORTS.filter((sort) => sort !== 'patient'),
    statuses: APPOINTMENT_STATUSES,
  },
];

/** The callers and what they search for: patients' name parts on the desks, doctors' on the patient's own list. */
export interface DeskCallers {
  tokens: Record<DeskList['key'], string>;
  patientTerms: string[];
  doctorTerms: string[];
}

/** Parts of doctors' surnames, as a patient would type them into their own list's search. */
export async function doctorTerms(db: Db, count: number): Promise<string[]> {
  const { rows } = await sql<{ term: string }>`
    SELECT lower(substr(last_name, 2, 4)) AS term FROM doctors ORDER BY email LIMIT ${count}`.execute(db);
  return rows.map((row) => row.term);
}

export const deskKey = (list: DeskList, sort: string, variant: Variant) =>
  `${list.label}, sort=${sort}${variant ? `, with ${variant}` : ''}`;

/** The last month up to today, as the desk's date filter asks for it. */
const lastMonth = (today: string) => ({ from: addDays(today, -30), to: today });

function query(list: DeskList, sort: string, variant: Variant, who: DeskCallers, today: string, i: number) {
  const terms = list.key === 'patient' ? who.doctorTerms : who.patientTerms;
  const params = new URLSearchParams({
    ...lastMonth(today),
    sort,
    order: i % 2 ? 'desc' : 'asc',
    pageSize: String(10 + i),
  });
  if (variant.includes('status')) params.set('status', list.statuses[i % list.statuses.length]!);
  if (variant.includes('search')) params.set('search', terms[i % terms.length]!);
  return params.toString();
}

/** p95 round trips of each combination, keyed by deskKey. */
export async function deskFiguresByCombination(
  baseUrl: string,
  who: DeskCallers,
  today: string,
): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  for (const list of DESK_LISTS) {
    for (const sort of list.sorts) {
      for (const variant of DESK_VARIANTS) {
        figures[deskKey(list, sort, variant)] = await sequentialP95(
          baseUrl,
          who.tokens[list.key],
          Array.from({ length: REQUESTS }, (_, i) => query(list, sort, variant, who, today, i)),
          list.path,
        );
      }
    }
  }
  return figures;
}

/** Each combination's plans, in both orders: the first status and term of its turn, and the second. */
export function deskExplainGroups(who: DeskCallers, today: string): ExplainedGroup[] {
  return DESK_LISTS.flatMap((list) =>
    list.sorts.flatMap((sort) =>
      DESK_VARIANTS.map((variant) => ({
        name: `${deskKey(list, sort, variant)}, last month, asc and desc`,
        calls: [0, 1].map((i) => ({
          name: `${deskKey(list, sort, variant)} ${i}`,
          path: `${list.path}?${query(list, sort, variant, who, today, i)}`,
          token: who.tokens[list.key],
        })),
      })),
    ),
  );
}

export const DESK_REQUESTS = REQUESTS;
