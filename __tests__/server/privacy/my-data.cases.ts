import { Fhir } from 'fhir';
import { addDays } from '../../../src/shared/clinicDays';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, call, get, login, post } from '../../helpers/server-calls';
import { createUser } from '../../helpers/server-app';
import {
  BOOK,
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
} from '../../helpers/appointment-fixtures';

let server: TestServer;
let doctor: QuickDoctor;
beforeAll(async () => {
  server = await startTestServer();
  doctor = await quickDoctor(server);
}, 180_000);
afterAll(() => server.close());

const validator = new Fhir();
const soon = (days: number) => dmy(addDays(TODAY, days));

interface Copy {
  account: { id: string; email: string; name: string };
  choices: { appointmentMail: boolean; appointmentTexts: boolean; reviewName: boolean };
  familyMembers: { id: string; name: string; relationship: string }[];
  visits: { id: string; patientId: string; status: string; clinicDays: unknown[] }[];
  reviews: { appointmentId: string; rating: number; comment: string }[];
  waitlist: { patientId: string }[];
  notifications: { message: string }[];
  mails: { subject: string; appointmentId: string | null }[];
  texts: unknown[];
  accountActivity: { action: string }[];
  sessions: { ip: string }[];
  fhirBundle: fhir4.Bundle;
}

/**
 * A patient who has used every part of the clinic: signed in with their passcode, manages a child,
 * booked for both, was approved, reviewed a visit and waits for a place.
 */
async function patientWithEverything(email: string) {
  const { user: row } = await createUser(server, { email, name: 'Amaka Obi' });
  const signedIn = await login(server, email);
  const auth = bearer(signedIn.body.data as string);
  const child = await post(
    server,
    '/api/user/add-dependant',
    { name: 'Chidi Obi', dateOfBirth: '2018-04-02', relationship: 'Child' },
    auth,
  );
  expect(child.status).toBe(201);
  const childId = (child.body.data as { _id: string })._id;
  const own = await post(server, BOOK, { doctorId: doctor.doctor.id, date: soon(3), time: '10:00' }, auth);
  expect(own.status).toBe(201);
  const ownId = (own.body.data as { _id: string })._id;
  const forChild = await post(
    server,
    BOOK,
    { doctorId: doctor.doctor.id, date: soon(4), time: '11:00', patientId: childId },
    auth,
  );
  expect(forChild.status).toBe(201);
  const approved = await post(
    server,
    '/api/doctor/change-appointment-status',
    { appointmentId: ownId, status: 'approved', comment: 'See you then', schedule_date: soon(3) },
    doctor.auth,
  );
  expect(approved.status).toBe(200);
  await server.db
    .insertInto('reviews')
    .values({
      appointment_id: ownId,
      user_id: row.id,
      doctor_id: doctor.doctor.id,
      rating: 5,
      comment: 'Clear advice',
      status: 'approved',
    })
    .execute();
  await server.db
    .insertInto('waitlist_entries')
    .values({ user_id: row.id, doctor_id: doctor.doctor.id, date: addDays(TODAY, 5), time: '09:00' })
    .execute();
  // texts withdrawn, then given again: two decisions on one subject, the newer in force
  for (const given of [false, true]) {
    const decided = await post(
      server,
      '/api/user/update-consent',
      { consent: 'appointmentTexts', given },
      auth,
    );
    expect(decided.status).toBe(200);
  }
  await server.app.auditWritesSettled();
  return { id: row.id, childId, ownId, auth, token: signedIn.body.data as string };
}

test('a patient downloads one file with everything kept about them and their child, and nothing secret', async () => {
  const patient = await patientWithEverything('my-data@example.com');
  const stranger = await quickUser(server, { name: 'Someone Else' });
  const strangersVisit = await book(server, stranger, doctor, soon(3), '12:00');

  const res = await call(server, 'GET', '/api/user/my-data', { headers: patient.auth });
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="clinicbook-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(res.headers['cache-control']).toBe('no-store');
  const copy = res.body as unknown as Copy;

  expect(copy.account).toMatchObject({ id: patient.id, email: 'my-data@example.com', name: 'Amaka Obi' });
  expect(copy.choices).toEqual({ appointmentMail: true, appointmentTexts: true, reviewName: true });
  expect(copy.familyMembers).toEqual([
    expect.objectContaining({ id: patient.childId, name: 'Chidi Obi', relationship: 'Child' }),
  ]);
  expect(copy.visits.map((visit) => [visit.patientId, visit.status]).sort()).toEqual(
    [
      [patient.id, 'approved'],
      [patient.childId, 'pending'],
    ].sort(),
  );
  expect(copy.reviews).toEqual([
    expect.objectContaining({ appointmentId: patient.ownId, rating: 5, comment: 'Clear advice' }),
  ]);
  expect(copy.waitlist).toEqual([expect.objectContaining({ patientId: patient.id })]);
  // the approval's notice and mail, as the patient was told
  expect(copy.notifications.length).toBeGreaterThan(0);
  expect(copy.mails.some((mail) => mail.appointmentId === patient.ownId)).toBe(true);
  expect(copy.accountActivity.map((entry) => entry.action)).toContain('sign-in');
  expect(copy.sessions.length).toBeGreaterThan(0);

  // the same record for another clinic's system: valid R4, the two people, their two visits and the
  // two decisions on texts, the newer one (given again) in force
  const { messages } = validator.validate(copy.fhirBundle as object);
  expect(messages.filter((m) => ['error', 'warning'].includes(String(m.severity)))).toEqual([]);
  const resources = (copy.fhirBundle.entry ?? []).map((entry) => entry.resource as fhir4.FhirResource);
  expect(resources.map((resource) => resource.resourceType).sort()).toEqual([
    'Appointment',
    'Appointment',
    'Consent',
    'Consent',
    'Patient',
    'Patient',
  ]);
  const consents = resources.filter(
    (resource): resource is fhir4.Consent => resource.resourceType === 'Consent',
  );
  expect(consents.map((consent) => [consent.status, consent.provision?.type])).toEqual([
    ['inactive', 'deny'],
    ['active', 'permit'],
  ]);
  expect(consents.every((consent) => consent.patient?.reference === `Patient/${patient.id}`)).toBe(true);

  // nothing of anyone else's, and no passcode, session token or second-factor secret
  const text = JSON.stringify(copy);
  expect(text).not.toContain(strangersVisit);
  expect(text).not.toContain(stranger.user.email);
  expect(text).not.toContain(patient.token);
  expect(text).not.toMatch(/argon2|password|secret/i);
});

test('the desk hands a patient their copy; both copies are in the audit log against the patient', async () => {
  const patient = await patientWithEverything('desk-copy@example.com');
  const staff = await quickUser(server, { flags: { is_staff: true } });
  const url = `/api/desk/patient-data?patientId=${patient.id}`;
  const atDesk = await call(server, 'GET', url, { headers: staff.auth });
  expect(atDesk.status).toBe(200);
  const deskCopy = atDesk.body as unknown as Copy;
  expect(deskCopy.account.id).toBe(patient.id);
  expect(deskCopy.familyMembers.map((member) => member.id)).toEqual([patient.childId]);

  // a family member's own copy is theirs alone
  const childCopy = (
    await call(server, 'GET', `/api/desk/patient-data?patientId=${patient.childId}`, {
      headers: staff.auth,
    })
  ).body as unknown as Copy;
  expect(childCopy.account.id).toBe(patient.childId);
  expect(childCopy.visits.map((visit) => visit.patientId)).toEqual([patient.childId]);
  expect(childCopy.familyMembers).toEqual([]);

  expect((await get(server, '/api/user/my-data', patient.auth)).status).toBe(200);
  await server.app.auditWritesSettled();
  const log = await server.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'target', 'outcome'])
    .where('target', '=', patient.id)
    .where('action', 'like', 'GET %')
    .orderBy('at')
    .execute();
  expect(log).toEqual([
    { action: 'GET /api/desk/patient-data', actor_id: staff.user.id, target: patient.id, outcome: 'success' },
    { action: 'GET /api/user/my-data', actor_id: patient.id, target: patient.id, outcome: 'success' },
  ]);
});

test('only the person and the desk get a copy; the desk only of a patient', async () => {
  const patient = await quickUser(server);
  const staff = await quickUser(server, { flags: { is_staff: true } });
  const url = (id: string) => `/api/desk/patient-data?patientId=${id}`;
  expect((await get(server, '/api/user/my-data')).status).toBe(401);
  expect((await get(server, url(patient.user.id), patient.auth)).status).toBe(403);
  expect((await get(server, url(patient.user.id), doctor.auth)).status).toBe(403);
  // staff are not patients: their record is not the desk's to hand out
  const notPatient = await get(server, url(staff.user.id), staff.auth);
  expect(notPatient.status).toBe(404);
  expect(notPatient.body).toMatchObject({ success: false, message: 'Patient not found' });
  const bad = await get(server, '/api/desk/patient-data?patientId=nope', staff.auth);
  expect(bad.status).toBe(400);
  expect(bad.body.success).toBe(false);
});
