import { startTestServer, type TestServer } from '../../helpers/server-app';
import { bearer, get, post } from '../../helpers/server-calls';
import { registerSmartClient } from '../../helpers/peers/smart-client';
import {
  STATUS,
  TODAY,
  book,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import type { LoggedRead } from '../../helpers/patient-data-routes';

/**
 * Who opened a patient's record: each read path records exactly one entry for the patient it
 * showed, under the reader, their role, the kind of read and where from; the patient's own reads
 * record nothing; a doctor needs a reason for a patient with no visit with them; the log takes
 * no change; the patient's list and the administrators' search come a page at a time.
 */

let server: TestServer;
let patient: QuickUser;
let doctor: QuickDoctor;
let stranger: QuickDoctor;
let staff: QuickUser;
let admin: QuickUser;
let fhirToken: string;
let visitId: string;
const PATIENT_NAME = 'Zainab Recordkeeper';

beforeAll(async () => {
  server = await startTestServer();
  patient = await quickUser(server, { name: PATIENT_NAME });
  doctor = await quickDoctor(server, { firstName: 'Kemi' });
  stranger = await quickDoctor(server, { firstName: 'Tunde' });
  staff = await quickUser(server, { name: 'Desk Dayo', flags: { is_staff: true } });
  admin = await quickUser(server, { name: 'Admin Ife', flags: { is_admin: true } });
  visitId = await book(server, patient, doctor, TODAY);
  const approved = await post(
    server,
    STATUS,
    { appointmentId: visitId, status: 'approved', comment: 'Today', schedule_date: dmy(TODAY) },
    doctor.auth,
  );
  expect(approved.status).toBe(200);
  await server.db
    .updateTable('users')
    .set({ phone_unusable: true })
    .where('id', '=', patient.user.id)
    .execute();
  const request = await post(
    server,
    '/api/admin/data-requests',
    { kind: 'correction', patientId: patient.user.id, receivedOn: TODAY },
    admin.auth,
  );
  expect(request.status).toBe(201);
  const system = await registerSmartClient(server, { auth: admin.auth, name: 'Lab system' });
  fhirToken = await system.token();
}, 180_000);
afterAll(() => server.close());

const entriesOf = (patientId: string) =>
  server.db
    .selectFrom('record_access')
    .selectAll()
    .where('patient_id', '=', patientId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The entries one call added for the patient. */
async function addedBy(read: () => Promise<{ status: number }>) {
  const before = new Set((await entriesOf(patient.user.id)).map((row) => row.id));
  const answer = await read();
  expect(answer.status).toBe(200);
  return (await entriesOf(patient.user.id)).filter((row) => !before.has(row.id));
}

const fhir = (url: string) =>
  server.app
    .inject({ method: 'GET', url: `/fhir/R4${url}`, headers: bearer(fhirToken) })
    .then((reply) => ({ status: reply.statusCode }));

const search = encodeURIComponent(PATIENT_NAME);
type Who = 'staff' | 'admin' | 'doctor' | 'apiClient';
const CASES: Record<LoggedRead, { who: Who; what: string; read: () => Promise<{ status: number }> }> = {
  'GET /api/desk/find-patients': {
    who: 'staff',
    what: 'deskSearch',
    read: () => get(server, `/api/desk/find-patients?search=${search}`, staff.auth),
  },
  'GET /api/desk/unusable-phones': {
    who: 'staff',
    what: 'people',
    read: () => get(server, '/api/desk/unusable-phones?pageSize=100', staff.auth),
  },
  'GET /api/desk/patient': {
    who: 'staff',
    what: 'profile',
    read: () => get(server, `/api/desk/patient?patientId=${patient.user.id}`, staff.auth),
  },
  'GET /api/desk/patient-data': {
    who: 'admin',
    what: 'dataCopy',
    read: () => get(server, `/api/desk/patient-data?patientId=${patient.user.id}`, admin.auth),
  },
  'GET /api/admin/get-all-users': {
    who: 'admin',
    what: 'people',
    read: () => get(server, `/api/admin/get-all-users?search=${search}`, admin.auth),
  },
  'GET /api/admin/data-requests': {
    who: 'admin',
    what: 'people',
    read: () => get(server, '/api/admin/data-requests', admin.auth),
  },
  'GET /api/admin/get-all-appointments': {
    who: 'staff',
    what: 'visits',
    read: () => get(server, `/api/admin/get-all-appointments?search=${search}`, staff.auth),
  },
  'GET /api/doctor/get-appointments-by-doctor-id': {
    who: 'doctor',
    what: 'visits',
    read: () => get(server, '/api/doctor/get-appointments-by-doctor-id', doctor.auth),
  },
  'GET /api/desk/day': {
    who: 'staff',
    what: 'daySheet',
    read: () => get(server, `/api/desk/day?doctorId=${doctor.doctor.id}`, staff.auth),
  },
  'GET /api/doctor/patient': {
    who: 'doctor',
    what: 'profile',
    read: () => get(server, `/api/doctor/patient?patientId=${patient.user.id}`, doctor.auth),
  },
  'GET /fhir/R4/Patient': {
    who: 'apiClient',
    what: 'fhirPatient',
    read: () => fhir('/Patient?_count=100'),
  },
  'GET /fhir/R4/Patient/:id': {
    who: 'apiClient',
    what: 'fhirPatient',
    read: () => fhir(`/Patient/${patient.user.id}`),
  },
  'GET /fhir/R4/Appointment': {
    who: 'apiClient',
    what: 'fhirAppointment',
    read: () => fhir(`/Appointment?patient=Patient/${patient.user.id}`),
  },
  'GET /fhir/R4/Appointment/:id': {
    who: 'apiClient',
    what: 'fhirAppointment',
    read: () => fhir(`/Appointment/${visitId}`),
  },
};

const actors = () => ({
  staff: { actor_id: staff.user.id, actor_name: 'Desk Dayo', actor_role: 'staff', actor_client: null },
  admin: { actor_id: admin.user.id, actor_name: 'Admin Ife', actor_role: 'admin', actor_client: null },
  doctor: { actor_id: doctor.user.id, actor_name: 'Kemi Eze', actor_role: 'doctor', actor_client: null },
  apiClient: { actor_id: null, actor_name: 'Lab system', actor_role: 'apiClient' },
});

test.each(Object.entries(CASES))(
  '%s records one entry: who, their role, what and from where',
  async (_route, c) => {
    const added = await addedBy(c.read);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ ...actors()[c.who], kind: c.what, ip: '127.0.0.1' });
  },
);

test('a visits list read for an Excel or PDF export is recorded as an export', async () => {
  const added = await addedBy(() =>
    server.app
      .inject({
        method: 'GET',
        url: `/api/admin/get-all-appointments?search=${search}`,
        headers: { ...staff.auth, 'x-read-purpose': 'export' },
      })
      .then((reply) => ({ status: reply.statusCode })),
  );
  expect(added.map((row) => row.kind)).toEqual(['export']);
});

test('the patient’s own reads record nothing', async () => {
  const added = await addedBy(async () => {
    for (const url of [
      '/api/user/get-appointments-by-user-id',
      '/api/user/my-data',
      '/api/user/record-access',
    ]) {
      expect((await get(server, url, patient.auth)).status).toBe(200);
    }
    return { status: 200 };
  });
  expect(added).toEqual([]);
});

test('a doctor opening a patient with no visit with them is asked why, and the reason is kept', async () => {
  const url = `/api/doctor/patient?patientId=${patient.user.id}`;
  const refused = await addedBy(async () => {
    const answer = await get(server, url, stranger.auth);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      success: false,
      reasonRequired: true,
      message: expect.stringMatching(/has no visit with you\. Please say why/),
    });
    return { status: 200 };
  });
  expect(refused).toEqual([]);
  const blank = await get(server, `${url}&reason=%20%20`, stranger.auth);
  expect(blank.status).toBe(403);
  const added = await addedBy(() =>
    get(server, `${url}&reason=${encodeURIComponent('Covering Dr. Kemi')}`, stranger.auth),
  );
  expect(added).toEqual([
    expect.objectContaining({ actor_id: stranger.user.id, kind: 'profile', reason: 'Covering Dr. Kemi' }),
  ]);
});

test('the log takes no change and no removal', async () => {
  const [entry] = await entriesOf(patient.user.id);
  await expect(
    server.db.updateTable('record_access').set({ actor_name: 'Nobody' }).where('id', '=', entry.id).execute(),
  ).rejects.toThrow(/append-only/);
  await expect(server.db.deleteFrom('record_access').where('id', '=', entry.id).execute()).rejects.toThrow(
    /append-only/,
  );
  expect((await entriesOf(patient.user.id)).find((row) => row.id === entry.id)?.actor_name).toBe(
    entry.actor_name,
  );
});

test('the patient sees who looked, newest first, a page at a time, with a doctor’s reason', async () => {
  const all = await entriesOf(patient.user.id);
  expect(all.length).toBeGreaterThan(10);
  const first = await get(server, '/api/user/record-access?pageSize=5', patient.auth);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ page: 1, pageSize: 5, total: all.length, totalCapped: false });
  const rows = first.body.data as { actorName: string; actorRole: string; at: string; what: string }[];
  expect(rows.map((row) => row.at)).toEqual(all.slice(0, 5).map((row) => row.at.toISOString()));
  expect(Object.keys(rows[0]).sort()).toEqual(['_id', 'actorName', 'actorRole', 'at', 'reason', 'what']);
  // a doctor's reason for opening the record is the patient's to read; no other read carries one
  const everyEntry = await get(server, '/api/user/record-access?pageSize=100', patient.auth);
  const reasons = (everyEntry.body.data as { actorName: string; reason: string | null }[]).filter(
    (row) => row.reason !== null,
  );
  expect(reasons).toEqual([expect.objectContaining({ actorName: 'Tunde Eze', reason: 'Covering Dr. Kemi' })]);
  const second = await get(server, '/api/user/record-access?pageSize=5&page=2', patient.auth);
  const next = second.body.data as { _id: string }[];
  expect(next.map((row) => row._id)).toEqual(all.slice(5, 10).map((row) => row.id));
  // someone else's list holds none of them
  const staffOwn = await get(server, '/api/user/record-access', staff.auth);
  expect(staffOwn.body.data).toEqual([]);
});

test('administrators search the log by patient, by reader and by date', async () => {
  const byPatient = await get(
    server,
    `/api/admin/record-access?patientId=${patient.user.id}&pageSize=100`,
    admin.auth,
  );
  expect(byPatient.status).toBe(200);
  const rows = byPatient.body.data as { patientName: string; actorId: string | null; actorRole: string }[];
  expect(rows.length).toBe((await entriesOf(patient.user.id)).length);
  expect(new Set(rows.map((row) => row.patientName))).toEqual(new Set([PATIENT_NAME]));
  const byActor = await get(server, `/api/admin/record-access?actorId=${stranger.user.id}`, admin.auth);
  expect((byActor.body.data as { reason: string }[]).map((row) => row.reason)).toEqual(['Covering Dr. Kemi']);
  const future = await get(server, '/api/admin/record-access?from=2099-01-01', admin.auth);
  expect(future.body).toMatchObject({ data: [], total: 0 });
  const refused = await get(server, '/api/admin/record-access?from=2026-02-01&to=2026-01-01', admin.auth);
  expect(refused.status).toBe(400);
  expect((await get(server, '/api/admin/record-access', staff.auth)).status).toBe(403);
});

test('the patient’s data copy holds who opened their record', async () => {
  const copy = await get(server, '/api/user/my-data', patient.auth);
  const entries = copy.body.recordAccess as { actorName: string; what: string; patientId: string }[];
  expect(entries.length).toBe((await entriesOf(patient.user.id)).length);
  expect(entries).toContainEqual(
    expect.objectContaining({ actorName: 'Desk Dayo', what: 'profile', patientId: patient.user.id }),
  );
});
