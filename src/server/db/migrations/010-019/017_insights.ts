import { sql, type Kysely } from 'kysely';
import { runStatements } from '../../run-statements';

/**
 * Insights: how the clinic is doing over any range, read from rollups rather than by
 * counting a million appointments per chart.
 *
 * Each appointment, clinic visit (arrival, call, finish) and waitlist join has *facts*: the counts
 * and sums it adds to its clinic date and doctor (insight_*_facts below). insight_days holds their
 * sums per clinic day and per month ('d' / 'm' grain), per doctor and clinic-wide (doctor_id CLINIC_WIDE);
 * insight_hours the due visits and waits per hour of the day. Statement triggers append the net
 * change of every insert, update and delete — the old row's facts taken away, the new row's added —
 * in the same transaction as the change, so the rollups are never behind and bookings never wait
 * on one another for a counter row. A background job folds each key's rows into one.
 *
 * insight_days_expected and insight_hours_expected count the same from scratch: the rebuild (a new
 * clinic time zone) reads them, and the tests compare them with the rollups after every kind of
 * change.
 *
 * Two flags are kept on each appointment when it is inserted, because they depend on the rows
 * before it: whether it is the patient's first with its doctor, and first with the clinic (new
 * versus returning patients). A bulk load may set them itself; the trigger fills them when not.
 * Joins to a waitlist are kept in waitlist_joins, since an entry is removed once promoted or left.
 *
 * Edited after release: this migration used to fill the two flags of every existing
 * appointment and count every rollup from scratch, which takes minutes on a hospital's history and
 * ran inside start-up. It now changes the schema only; the flags of existing rows are filled, and
 * the rollups counted, by background maintenance tasks (migration 018, src/server/maintenance).
 * A database that ran the old version has both done already and never runs this again.
 */

/** app_settings key left by this migration when existing appointments still lack their flags */
export const FIRST_FLAGS_PENDING = 'first_flags_pending';

/** the sums of insight_days (the insights area reads them by these names) */
export const DAY_COLUMNS = [
  'booked',
  'pending',
  'approved',
  'follow_up',
  'completed',
  'cancelled',
  'rejected',
  'no_show',
  'lead_hours',
  'new_patients',
  'promoted',
  'joined',
  'wait_n',
  'wait_minutes',
  'consult_n',
  'consult_minutes',
  'cancel_after',
  'cancel_under_2h',
  'cancel_2_24h',
  'cancel_1_3d',
  'cancel_3_7d',
  'cancel_7d_plus',
] as const;

export const HOUR_COLUMNS = ['due', 'wait_n', 'wait_minutes'] as const;

/** the doctor_id of clinic-wide rows: a key of plain equality, which the fold and the indexes need */
export const CLINIC_WIDE = '00000000-0000-0000-0000-000000000000';

const FLOAT_COLUMNS = new Set(['lead_hours', 'wait_minutes', 'consult_minutes']);

/** 1 in the cancellation-notice bucket the notice `n.hours` falls in, else 0 (and 0 for every visit not cancelled) */
function noticeBuckets(): string {
  const buckets: Array<[string, number | null, number | null]> = [
    ['cancel_after', null, 0],
    ['cancel_under_2h', 0, 2],
    ['cancel_2_24h', 2, 24],
    ['cancel_1_3d', 24, 72],
    ['cancel_3_7d', 72, 168],
    ['cancel_7d_plus', 168, null],
  ];
  return buckets
    .map(([column, from, below]) => {
      const bounds = [
        from === null ? null : `n.hours >= ${from}`,
        below === null ? null : `n.hours < ${below}`,
      ];
      return `coalesce(${bounds.filter(Boolean).join(' AND ')}, false)::int AS ${column}`;
    })
    .join(',\n  ');
}

/** an appointment's facts: `a` is a row of appointments; `cancelled` the condition counted as cancelled */
const appointmentDayFacts = (cancelled: string, more: string) => `
  a.doctor_id, coalesce(a.schedule_date, a.date) AS clinic_date,
  1 AS booked, (a.status = 'pending')::int AS pending, (a.status = 'approved')::int AS approved,
  (a.status = 'follow-up')::int AS follow_up, (a.status = 'completed')::int AS completed,
  (${cancelled})::int AS cancelled, (a.status = 'rejected')::int AS rejected,
  (a.status = 'no-show')::int AS no_show,
  extract(epoch FROM insight_visit_start(coalesce(a.schedule_date, a.date), a.time) - a.created_at) / 3600 AS lead_hours,
  coalesce(a.first_with_doctor, false)::int AS new_with_doctor,
  coalesce(a.first_in_clinic, false)::int AS new_in_clinic,
  a.from_waitlist::int AS promoted, 0 AS joined,
  0 AS wait_n, 0 AS wait_minutes, 0 AS consult_n, 0 AS consult_minutes,
  ${noticeBuckets()}${more}`;

/** hours of notice a cancelled appointment `a` gave (NULL for any other) */
const noticeOf = (
  cancelled: string,
) => `CROSS JOIN LATERAL (SELECT CASE WHEN ${cancelled} AND a.cancelled_at IS NOT NULL
  THEN extract(epoch FROM insight_visit_start(coalesce(a.schedule_date, a.date), a.time) - a.cancelled_at) / 3600 END AS hours) AS n`;

/** a clinic visit's waits: `v` is a row of clinic_visits */
const visitDayFacts = (more: string) => `
  v.doctor_id, v.clinic_date,
  0 AS booked, 0 AS pending, 0 AS approved, 0 AS follow_up, 0 AS completed, 0 AS cancelled, 0 AS rejected,
  0 AS no_show, 0 AS lead_hours, 0 AS new_with_doctor, 0 AS new_in_clinic, 0 AS promoted, 0 AS joined,
  (v.called_at IS NOT NULL)::int AS wait_n,
  coalesce(extract(epoch FROM v.called_at - v.arrived_at) / 60, 0) AS wait_minutes,
  (v.finished_at IS NOT NULL AND v.called_at IS NOT NULL)::int AS consult_n,
  coalesce(extract(epoch FROM v.finished_at - v.called_at) / 60, 0) AS consult_minutes,
  0 AS cancel_after, 0 AS cancel_under_2h, 0 AS cancel_2_24h, 0 AS cancel_1_3d, 0 AS cancel_3_7d,
  0 AS cancel_7d_plus${more}`;

/** a waitlist join: `w` is a row of waitlist_joins */
const joinDayFacts = (more: string) => `
  w.doctor_id, w.date AS clinic_date,
  0 AS booked, 0 AS pending, 0 AS approved, 0 AS follow_up, 0 AS completed, 0 AS cancelled, 0 AS rejected,
  0 AS no_show, 0 AS lead_hours, 0 AS new_with_doctor, 0 AS new_in_clinic, 0 AS promoted, 1 AS joined,
  0 AS wait_n, 0 AS wait_minutes, 0 AS consult_n, 0 AS consult_minutes,
  0 AS cancel_after, 0 AS cancel_under_2h, 0 AS cancel_2_24h, 0 AS cancel_1_3d, 0 AS cancel_3_7d,
  0 AS cancel_7d_plus${more}`;

/**
 * What the day rollups count: their sums, each source's facts and the appointment columns whose
 * change moves them. This migration's shape is ROLLUPS_017; a later one that counts more (a column
 * of insight_days, a fact of an appointment) defines the functions, the views and the rebuild again
 * from its own shape.
 */
export interface RollupShape {
  dayColumns: readonly string[];
  appointmentDayFacts: string;
  /** the lateral join giving `n.hours`, the notice a cancelled visit gave */
  notice: string;
  visitDayFacts: string;
  joinDayFacts: string;
  /** columns whose change moves an appointment's facts */
  appointmentFactColumns: string;
}

/**
 * A shape counting more than this migration's: `cancelled` is the condition of a visit counted as
 * cancelled, `extra` the added columns, each with its appointment fact (every other source adds 0),
 * `factColumns` the appointment columns they read.
 */
export function rollupShape(more: {
  cancelled: string;
  extra: Record<string, string>;
  factColumns: string[];
}): RollupShape {
  const names = Object.keys(more.extra);
  const zeros = names.map((name) => `, 0 AS ${name}`).join('');
  return {
    dayColumns: [...DAY_COLUMNS, ...names],
    appointmentDayFacts: appointmentDayFacts(
      more.cancelled,
      names.map((name) => `,\n  ${more.extra[name]} AS ${name}`).join(''),
    ),
    notice: noticeOf(more.cancelled),
    visitDayFacts: visitDayFacts(zeros),
    joinDayFacts: joinDayFacts(zeros),
    appointmentFactColumns: [APPOINTMENT_FACT_COLUMNS, ...more.factColumns].join(', '),
  };
}

/** due visits by the hour of their time: approved, or their day has come (others add nothing to the grid) */
const APPOINTMENT_HOUR_FACTS = `
  a.doctor_id, coalesce(a.schedule_date, a.date) AS clinic_date, split_part(a.time, ':', 1)::int AS hour,
  1 AS due, 0 AS wait_n, 0 AS wait_minutes`;
const DUE_ONLY = `WHERE a.status IN ('approved', 'follow-up', 'completed', 'no-show')`;

/** waits by the hour of arrival */
const VISIT_HOUR_FACTS = `
  v.doctor_id, v.clinic_date, extract(hour FROM v.arrived_at AT TIME ZONE insight_zone())::int AS hour,
  0 AS due, (v.called_at IS NOT NULL)::int AS wait_n,
  coalesce(extract(epoch FROM v.called_at - v.arrived_at) / 60, 0) AS wait_minutes`;

/** each fact counted under its clinic day and under its month */
const GRAINS = `CROSS JOIN LATERAL (VALUES ('d', f.clinic_date), ('m', date_trunc('month', f.clinic_date)::date)) AS g(grain, day)`;
/** each fact counted under its clinic day only (a rebuild adds the months from the days) */
const DAY_GRAIN = `CROSS JOIN LATERAL (VALUES ('d', f.clinic_date)) AS g(grain, day)`;

/**
 * The keys every fact is summed under: its doctor, the whole clinic, the doctor's service and the
 * doctor's location (the facets), each per day and per month. `extra` adds grouping columns.
 */
function keyedBy(extra: string[]): { sets: string; key: string } {
  const more = extra.map((column) => `, ${column}`).join('');
  return {
    sets: `GROUPING SETS ((g.grain, g.day, f.doctor_id${more}), (g.grain, g.day${more}),
      (g.grain, g.day, dr.service${more}), (g.grain, g.day, dr.location${more}))`,
    key: `g.grain, g.day, CASE WHEN grouping(f.doctor_id) = 0 THEN f.doctor_id ELSE '${CLINIC_WIDE}' END,
      CASE WHEN grouping(dr.service) = 0 THEN 'service:' || dr.service
           WHEN grouping(dr.location) = 0 THEN 'location:' || dr.location ELSE '' END`,
  };
}

/** `facts` rows (with a `sign`) summed per key */
function dayRollup(shape: RollupShape, facts: string, grains = GRAINS): string {
  const { sets, key } = keyedBy([]);
  const clinicWide = 'grouping(f.doctor_id) = 1 AND grouping(dr.service) = 1 AND grouping(dr.location) = 1';
  const sums = shape.dayColumns.map((column) =>
    column === 'new_patients'
      ? `CASE WHEN ${clinicWide} THEN sum(sign * new_in_clinic) ELSE sum(sign * new_with_doctor) END`
      : `sum(sign * ${column})`,
  );
  return `SELECT ${key}, ${sums.join(', ')}
    FROM (${facts}) AS f JOIN doctors dr ON dr.id = f.doctor_id ${grains}
    GROUP BY ${sets}`;
}

function hourRollup(facts: string, grains = GRAINS): string {
  const { sets, key } = keyedBy(['extract(isodow FROM f.clinic_date)', 'f.hour']);
  const sums = HOUR_COLUMNS.map((column) => `sum(sign * ${column})`);
  return `SELECT ${key}, extract(isodow FROM f.clinic_date)::int, f.hour, ${sums.join(', ')}
    FROM (${facts}) AS f JOIN doctors dr ON dr.id = f.doctor_id ${grains}
    GROUP BY ${sets}`;
}

const insertDays = (shape: RollupShape, facts: string) =>
  `INSERT INTO insight_days (grain, day, doctor_id, facet, ${shape.dayColumns.join(', ')}) ${dayRollup(shape, facts)}`;
const insertHours = (facts: string) =>
  `INSERT INTO insight_hours (grain, day, doctor_id, facet, isodow, hour, ${HOUR_COLUMNS.join(', ')}) ${hourRollup(facts)}`;

/** facts of the rows of `relation` (an alias `alias`), each with `sign` */
const factsOf = (columns: string, relation: string, alias: string, sign: string, extra = '') =>
  `SELECT ${columns}, ${sign} AS sign FROM ${relation} AS ${alias} ${extra}`;

/** doctors whose service or location changed: their old facets lose their sums, the new gain them */
const DOCTOR_MOVES = `moves AS (
  SELECT c.id, x.facet, x.sign FROM old_rows o JOIN new_rows c USING (id)
  CROSS JOIN LATERAL (VALUES ('service:' || o.service, -1), ('location:' || o.location, -1),
                             ('service:' || c.service, 1), ('location:' || c.location, 1)) AS x(facet, sign)
  WHERE (o.service, o.location) IS DISTINCT FROM (c.service, c.location))`;

/** columns whose change moves an appointment's facts */
const APPOINTMENT_FACT_COLUMNS =
  'doctor_id, date, schedule_date, time, status, created_at, cancelled_at, first_with_doctor, first_in_clinic, from_waitlist';

/** what this migration counts */
const ROLLUPS_017: RollupShape = {
  dayColumns: DAY_COLUMNS,
  appointmentDayFacts: appointmentDayFacts(`a.status = 'cancelled'`, ''),
  notice: noticeOf(`a.status = 'cancelled'`),
  visitDayFacts: visitDayFacts(''),
  joinDayFacts: joinDayFacts(''),
  appointmentFactColumns: APPOINTMENT_FACT_COLUMNS,
};
const VISIT_FACT_COLUMNS = 'doctor_id, clinic_date, arrived_at, called_at, finished_at';

function appointmentChange(shape: RollupShape, oldRows: string | null, newRows: string | null): string {
  const parts = [
    ...(oldRows ? [{ relation: oldRows, sign: '-1' }] : []),
    ...(newRows ? [{ relation: newRows, sign: '1' }] : []),
  ];
  const days = parts
    .map((p) => factsOf(shape.appointmentDayFacts, p.relation, 'a', p.sign, shape.notice))
    .join(' UNION ALL ');
  const hours = parts
    .map((p) => factsOf(APPOINTMENT_HOUR_FACTS, p.relation, 'a', p.sign, DUE_ONLY))
    .join(' UNION ALL ');
  return `${insertDays(shape, days)}; ${insertHours(hours)};`;
}

function visitChange(shape: RollupShape, oldRows: string | null, newRows: string | null): string {
  const parts = [
    ...(oldRows ? [{ relation: oldRows, sign: '-1' }] : []),
    ...(newRows ? [{ relation: newRows, sign: '1' }] : []),
  ];
  const days = parts.map((p) => factsOf(shape.visitDayFacts, p.relation, 'v', p.sign)).join(' UNION ALL ');
  const hours = parts
    .map((p) => factsOf(VISIT_HOUR_FACTS, p.relation, 'v', p.sign, 'WHERE v.arrived_at IS NOT NULL'))
    .join(' UNION ALL ');
  return `${insertDays(shape, days)}; ${insertHours(hours)};`;
}

const dayColumnDefinitions = DAY_COLUMNS.map(
  (column) => `${column} ${FLOAT_COLUMNS.has(column) ? 'double precision' : 'integer'} NOT NULL`,
).join(',\n');
const hourColumnDefinitions = HOUR_COLUMNS.map(
  (column) => `${column} ${FLOAT_COLUMNS.has(column) ? 'double precision' : 'integer'} NOT NULL`,
).join(',\n');

/**
 * The rows of an appointments update whose facts moved. `skipFilledFlags`: a first-visit flag filled
 * in where it was empty does not count as a move — the back-fill of migration 018 fills them, and
 * asks for every rollup to be counted again when it is done, so its batches need no rollup rows.
 */
const movedAppointments = (shape: RollupShape, side: 'o' | 'c', skipFilledFlags = false) => {
  const columns = shape.appointmentFactColumns.split(', ');
  const before = columns.map((column) =>
    skipFilledFlags && column.startsWith('first_') ? `coalesce(o.${column}, c.${column})` : `o.${column}`,
  );
  return `(SELECT ${side}.* FROM old_rows o JOIN new_rows c USING (id)
    WHERE (${before.join(', ')}) IS DISTINCT FROM (c.${columns.join(', c.')}))`;
};

/** the update trigger's function; migration 018 replaces it with `skipFilledFlags` */
export const appointmentsUpdatedFunction = (skipFilledFlags = false, shape = ROLLUPS_017) =>
  `CREATE OR REPLACE FUNCTION insight_appointments_updated() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF EXISTS ${movedAppointments(shape, 'c', skipFilledFlags)} THEN
         ${appointmentChange(shape, movedAppointments(shape, 'o', skipFilledFlags), movedAppointments(shape, 'c', skipFilledFlags))}
       END IF;
       RETURN NULL;
     END $$`;

/**
 * Every function of the rollups (CREATE FUNCTION). The update trigger's is the first version's;
 * migration 018 replaces it.
 */
export function functions(shape = ROLLUPS_017): string[] {
  const visitKey = 'USING (appointment_id, clinic_date)';
  const movedVisits = (side: 'o' | 'c') => `(SELECT ${side}.* FROM old_rows o JOIN new_rows c ${visitKey}
    WHERE (o.${VISIT_FACT_COLUMNS.split(', ').join(', o.')}) IS DISTINCT FROM
          (c.${VISIT_FACT_COLUMNS.split(', ').join(', c.')}))`;
  return [
    `CREATE FUNCTION insight_zone() RETURNS text LANGUAGE sql STABLE AS $$
       SELECT coalesce((SELECT value FROM app_settings WHERE key = 'insights_time_zone'), 'UTC')
     $$`,
    // the instant a visit starts, in the clinic's time zone
    `CREATE FUNCTION insight_visit_start(clinic_date date, at text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
       SELECT (clinic_date + at::time) AT TIME ZONE insight_zone()
     $$`,
    `CREATE FUNCTION appointments_note_first() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NEW.first_with_doctor IS NULL THEN
         NEW.first_with_doctor := NOT EXISTS (
           SELECT 1 FROM appointments WHERE user_id = NEW.user_id AND doctor_id = NEW.doctor_id);
       END IF;
       IF NEW.first_in_clinic IS NULL THEN
         NEW.first_in_clinic := NOT EXISTS (SELECT 1 FROM appointments WHERE user_id = NEW.user_id);
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE FUNCTION insight_appointments_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${appointmentChange(shape, null, 'new_rows')} RETURN NULL; END $$`,
    appointmentsUpdatedFunction(false, shape),
    `CREATE FUNCTION insight_appointments_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${appointmentChange(shape, 'old_rows', null)} RETURN NULL; END $$`,
    `CREATE FUNCTION insight_visits_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${visitChange(shape, null, 'new_rows')} RETURN NULL; END $$`,
    `CREATE FUNCTION insight_visits_updated() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF EXISTS ${movedVisits('c')} THEN
         ${visitChange(shape, movedVisits('o'), movedVisits('c'))}
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE FUNCTION insight_visits_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${visitChange(shape, 'old_rows', null)} RETURN NULL; END $$`,
    // every rollup counted again from scratch (a new clinic time zone moves visit start times)
    `CREATE FUNCTION insights_rebuild() RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       DELETE FROM insight_days;
       DELETE FROM insight_hours;
       INSERT INTO insight_days SELECT *, true FROM insight_days_expected;
       INSERT INTO insight_hours SELECT *, true FROM insight_hours_expected;
     END $$`,
    // a doctor moved to another service or location takes their sums from the old facets to the new
    `CREATE FUNCTION insight_doctors_moved() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows c USING (id)
                      WHERE (o.service, o.location) IS DISTINCT FROM (c.service, c.location)) THEN
         RETURN NULL;
       END IF;
       INSERT INTO insight_days (grain, day, doctor_id, facet, ${shape.dayColumns.join(', ')})
         WITH ${DOCTOR_MOVES}
         SELECT r.grain, r.day, '${CLINIC_WIDE}', m.facet, ${shape.dayColumns.map((c) => `sum(m.sign * r.${c})`).join(', ')}
         FROM insight_days r JOIN moves m ON r.doctor_id = m.id AND r.facet = ''
         GROUP BY r.grain, r.day, m.facet;
       INSERT INTO insight_hours (grain, day, doctor_id, facet, isodow, hour, ${HOUR_COLUMNS.join(', ')})
         WITH ${DOCTOR_MOVES}
         SELECT r.grain, r.day, '${CLINIC_WIDE}', m.facet, r.isodow, r.hour,
                ${HOUR_COLUMNS.map((c) => `sum(m.sign * r.${c})`).join(', ')}
         FROM insight_hours r JOIN moves m ON r.doctor_id = m.id AND r.facet = ''
         GROUP BY r.grain, r.day, m.facet, r.isodow, r.hour;
       RETURN NULL;
     END $$`,
    `CREATE FUNCTION waitlist_noted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO waitlist_joins (doctor_id, date, joined_at) SELECT doctor_id, date, created_at FROM new_rows;
       RETURN NULL;
     END $$`,
    `CREATE FUNCTION insight_joins_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${insertDays(shape, factsOf(shape.joinDayFacts, 'new_rows', 'w', '1'))}; RETURN NULL; END $$`,
    `CREATE FUNCTION insight_joins_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${insertDays(shape, factsOf(shape.joinDayFacts, 'old_rows', 'w', '-1'))}; RETURN NULL; END $$`,
  ];
}

/** the day rollups counted from scratch (the view insight_days_expected) */
export const expectedDays = (shape = ROLLUPS_017) =>
  dayRollup(
    shape,
    [
      factsOf(shape.appointmentDayFacts, 'appointments', 'a', '1', shape.notice),
      factsOf(shape.visitDayFacts, 'clinic_visits', 'v', '1'),
      factsOf(shape.joinDayFacts, 'waitlist_joins', 'w', '1'),
    ].join(' UNION ALL '),
  );
const expectedHours = () =>
  hourRollup(
    [
      factsOf(APPOINTMENT_HOUR_FACTS, 'appointments', 'a', '1', DUE_ONLY),
      factsOf(VISIT_HOUR_FACTS, 'clinic_visits', 'v', '1', 'WHERE v.arrived_at IS NOT NULL'),
    ].join(' UNION ALL '),
  );

/** `rows` of `table` on `grain` with a day between the plpgsql variables `lo` and `hi`, both halves through an index */
function deleteGrain(table: string, grain: 'd' | 'm', lo: string, hi: string): string {
  const where = `grain = '${grain}' AND day BETWEEN ${lo} AND ${hi}`;
  return `every_doctor_${table} AS (DELETE FROM ${table} WHERE doctor_id <> '${CLINIC_WIDE}' AND ${where}),
    clinic_wide_${table} AS (DELETE FROM ${table} WHERE doctor_id = '${CLINIC_WIDE}' AND ${where})`;
}

/** the facts of the rows whose clinic date lies between `from_day` and `to_day` (plpgsql arguments) */
const between = (column: string) => `${column} BETWEEN from_day AND to_day`;
const CLINIC_DATE = 'coalesce(a.schedule_date, a.date)';

/**
 * Functions for a rebuild in batches (migration 018), each one statement per table, so the
 * rows it deletes and the rows it counts are read at one snapshot: a change committed meanwhile by
 * another transaction is either in both or in neither, and its trigger's rows stay beside the rebuilt
 * ones. `insights_rebuild_days` counts the day rows of a range of clinic dates from scratch;
 * `insights_rebuild_months` sums the month rows of a range of months from their (rebuilt) day rows.
 */
export function rangeRebuildFunctions(shape = ROLLUPS_017): string[] {
  const days = dayRollup(
    shape,
    [
      factsOf(
        shape.appointmentDayFacts,
        'appointments',
        'a',
        '1',
        `${shape.notice} WHERE ${between(CLINIC_DATE)}`,
      ),
      factsOf(shape.visitDayFacts, 'clinic_visits', 'v', '1', `WHERE ${between('v.clinic_date')}`),
      factsOf(shape.joinDayFacts, 'waitlist_joins', 'w', '1', `WHERE ${between('w.date')}`),
    ].join(' UNION ALL '),
    DAY_GRAIN,
  );
  const hours = hourRollup(
    [
      factsOf(APPOINTMENT_HOUR_FACTS, 'appointments', 'a', '1', `${DUE_ONLY} AND ${between(CLINIC_DATE)}`),
      factsOf(
        VISIT_HOUR_FACTS,
        'clinic_visits',
        'v',
        '1',
        `WHERE v.arrived_at IS NOT NULL AND ${between('v.clinic_date')}`,
      ),
    ].join(' UNION ALL '),
    DAY_GRAIN,
  );
  const monthOf = (table: string, key: string, columns: readonly string[]) => {
    const sums = columns.map((c) => `sum(r.${c})`).join(', ');
    const rows = (side: string) =>
      `SELECT * FROM ${table} WHERE ${side} AND grain = 'd' AND day >= from_month AND day < (to_month + interval '1 month')::date`;
    return `INSERT INTO ${table} (grain, day, ${key}, ${columns.join(', ')}, folded)
      SELECT 'm', date_trunc('month', r.day)::date, ${key
        .split(', ')
        .map((c) => `r.${c}`)
        .join(', ')}, ${sums}, true
      FROM (${rows(`doctor_id <> '${CLINIC_WIDE}'`)} UNION ALL ${rows(`doctor_id = '${CLINIC_WIDE}'`)}) AS r
      GROUP BY 2, ${key
        .split(', ')
        .map((_, i) => i + 3)
        .join(', ')}
      HAVING ${columns.map((c) => `sum(r.${c}) <> 0`).join(' OR ')}`;
  };
  return [
    `CREATE FUNCTION insights_rebuild_days(from_day date, to_day date) RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       WITH ${deleteGrain('insight_days', 'd', 'from_day', 'to_day')}
       INSERT INTO insight_days (grain, day, doctor_id, facet, ${shape.dayColumns.join(', ')}, folded)
         SELECT *, true FROM (${days}) AS counted;
       WITH ${deleteGrain('insight_hours', 'd', 'from_day', 'to_day')}
       INSERT INTO insight_hours (grain, day, doctor_id, facet, isodow, hour, ${HOUR_COLUMNS.join(', ')}, folded)
         SELECT *, true FROM (${hours}) AS counted;
     END $$`,
    `CREATE FUNCTION insights_rebuild_months(from_month date, to_month date) RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       WITH ${deleteGrain('insight_days', 'm', 'from_month', 'to_month')}
       ${monthOf('insight_days', 'doctor_id, facet', shape.dayColumns)};
       WITH ${deleteGrain('insight_hours', 'm', 'from_month', 'to_month')}
       ${monthOf('insight_hours', 'doctor_id, facet, isodow, hour', HOUR_COLUMNS)};
     END $$`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE appointments ADD COLUMN first_with_doctor boolean;
    ALTER TABLE appointments ADD COLUMN first_in_clinic boolean;
    ALTER TABLE appointments ADD COLUMN from_waitlist boolean NOT NULL DEFAULT false;
    INSERT INTO app_settings (key, value)
      SELECT '${FIRST_FLAGS_PENDING}', 'true' WHERE EXISTS (SELECT 1 FROM appointments);
    CREATE TABLE waitlist_joins (
      doctor_id uuid NOT NULL REFERENCES doctors(id) ON DELETE CASCADE,
      date date NOT NULL,
      joined_at timestamptz NOT NULL
    );
    CREATE INDEX waitlist_joins_doctor ON waitlist_joins (doctor_id);
    INSERT INTO waitlist_joins (doctor_id, date, joined_at) SELECT doctor_id, date, created_at FROM waitlist_entries;
    CREATE TABLE insight_days (
      grain char(1) NOT NULL,
      day date NOT NULL,
      doctor_id uuid NOT NULL,
      facet text NOT NULL,
      ${dayColumnDefinitions},
      folded boolean NOT NULL DEFAULT false
    );
    CREATE INDEX insight_days_key ON insight_days (doctor_id, facet, grain, day);
    CREATE INDEX insight_days_every_doctor ON insight_days (grain, day) WHERE doctor_id <> '${CLINIC_WIDE}';
    CREATE INDEX insight_days_unfolded ON insight_days (doctor_id, facet, grain, day) WHERE NOT folded;
    CREATE TABLE insight_hours (
      grain char(1) NOT NULL,
      day date NOT NULL,
      doctor_id uuid NOT NULL,
      facet text NOT NULL,
      isodow smallint NOT NULL,
      hour smallint NOT NULL,
      ${hourColumnDefinitions},
      folded boolean NOT NULL DEFAULT false
    );
    CREATE INDEX insight_hours_key ON insight_hours (doctor_id, facet, grain, day);
    CREATE INDEX insight_hours_every_doctor ON insight_hours (grain, day) WHERE doctor_id <> '${CLINIC_WIDE}';
    CREATE INDEX insight_hours_unfolded ON insight_hours (doctor_id, facet, grain, day, isodow, hour) WHERE NOT folded
  `,
  );
  for (const definition of functions()) await sql.raw(definition).execute(db);
  await runStatements(
    db,
    `
    CREATE VIEW insight_days_expected (grain, day, doctor_id, facet, ${DAY_COLUMNS.join(', ')}) AS ${expectedDays()};
    CREATE VIEW insight_hours_expected (grain, day, doctor_id, facet, isodow, hour, ${HOUR_COLUMNS.join(', ')}) AS ${expectedHours()};
    CREATE TRIGGER appointments_note_first BEFORE INSERT ON appointments
      FOR EACH ROW EXECUTE FUNCTION appointments_note_first();
    CREATE TRIGGER appointments_inserted_insight AFTER INSERT ON appointments
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_appointments_inserted();
    CREATE TRIGGER appointments_updated_insight AFTER UPDATE ON appointments
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION insight_appointments_updated();
    CREATE TRIGGER appointments_deleted_insight AFTER DELETE ON appointments
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_appointments_deleted();
    CREATE TRIGGER clinic_visits_inserted_insight AFTER INSERT ON clinic_visits
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_visits_inserted();
    CREATE TRIGGER clinic_visits_updated_insight AFTER UPDATE ON clinic_visits
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION insight_visits_updated();
    CREATE TRIGGER clinic_visits_deleted_insight AFTER DELETE ON clinic_visits
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_visits_deleted();
    CREATE TRIGGER doctors_moved_insight AFTER UPDATE ON doctors
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_doctors_moved();
    CREATE TRIGGER waitlist_entries_noted AFTER INSERT ON waitlist_entries
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION waitlist_noted();
    CREATE TRIGGER waitlist_joins_inserted_insight AFTER INSERT ON waitlist_joins
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_joins_inserted();
    CREATE TRIGGER waitlist_joins_deleted_insight AFTER DELETE ON waitlist_joins
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_joins_deleted()
  `,
  );
}
