import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  BOOK,
  TODAY,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';
import { appointmentSchema } from '../../../src/shared/answers/appointments';

/**
 * Answers are serialised from their declared schema: a column added to a table reaches no caller,
 * whatever a query selects, and every key an answer holds is one its schema names.
 */

let server: TestServer;
let patient: QuickUser;
let doctor: QuickDoctor;
const SECRET = 'not-for-callers-7f3a';

beforeAll(async () => {
  server = await startTestServer();
  [patient, doctor] = await Promise.all([quickUser(server), quickDoctor(server, { firstName: 'Column' })]);
  // the background passes read these tables; an ALTER beside them can deadlock, so they rest first
  const { maintenance, paces, slips, noShows, tallies, reminders, bulkPublish } = server.app.jobs;
  await Promise.all(
    [maintenance, paces, slips, noShows, tallies, reminders, bulkPublish].map((job) => job.stop()),
  );
  for (const table of ['appointments', 'users', 'doctors']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN secret_x text NOT NULL DEFAULT ${sql.lit(SECRET)}`.execute(
      server.db,
    );
  }
});
afterAll(() => server.close());

const DECLARED = Object.keys(appointmentSchema.shape).sort();

test('a booking and the lists that show it send no column their schema does not name', async () => {
  const booked = await post(
    server,
    BOOK,
    { doctorId: doctor.doctor.id, date: addDays(TODAY, 1), time: '10:00' },
    patient.auth,
  );
  expect(booked.status).toBe(201);
  const answers = [
    booked,
    await get(server, '/api/user/get-appointments-by-user-id', patient.auth),
    await get(server, '/api/doctor/get-appointments-by-doctor-id', doctor.auth),
  ];
  for (const answer of answers) {
    expect(answer.status).toBeLessThan(300);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('secret_x');
    expect(text).not.toContain(SECRET);
  }
  const rows = [booked.body.data, ...(answers[1].body.data as unknown[])] as Array<Record<string, unknown>>;
  expect(rows.length).toBe(2);
  for (const row of rows) {
    expect(Object.keys(row).every((key) => DECLARED.includes(key))).toBe(true);
  }
});
