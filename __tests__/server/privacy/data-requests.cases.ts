import { addDays } from '../../../src/shared/clinicDays';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { call, get, post } from '../../helpers/server-calls';
import { TODAY, quickUser } from '../../helpers/appointment-fixtures';
import type { DataRequest } from '../../../src/shared/answers/dataRights';

/** The requests about a person's data and the law's 30 days on each. */

let server: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let desk: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, {
    email: 'requests-admin@example.com',
    name: 'Ada Admin',
    flags: { is_admin: true },
  });
  desk = await createUser(server, {
    email: 'requests-desk@example.com',
    name: 'Dayo Desk',
    flags: { is_staff: true },
  });
}, 180_000);
afterAll(() => server.close());

const LIST = '/api/admin/data-requests';
const listed = async (query = 'pageSize=100') => {
  const res = await get(server, `${LIST}?${query}`, admin.auth);
  expect(res.status).toBe(200);
  return res.body as unknown as { data: DataRequest[]; total: number; page: number };
};

test('a request received in writing is due 30 days after it came, and is closed with what was done', async () => {
  const patient = await quickUser(server, { name: 'Kemi Correct' });
  const receivedOn = addDays(TODAY, -3);
  const recorded = await post(
    server,
    LIST,
    {
      kind: 'correction',
      patientId: patient.user.id,
      receivedOn,
      reference: 'LTR-12',
      details: 'Birth date wrong',
    },
    admin.auth,
  );
  expect(recorded.status).toBe(201);
  const id = (recorded.body.data as { _id: string })._id;
  const row = (await listed()).data.find((r) => r._id === id);
  expect(row).toMatchObject({
    kind: 'correction',
    patientName: 'Kemi Correct',
    reference: 'LTR-12',
    status: 'open',
    dueOn: addDays(receivedOn, 30),
    outcome: null,
    closedAt: null,
  });

  const empty = await post(server, `${LIST}/${id}/close`, { outcome: '  ' }, admin.auth);
  expect(empty.status).toBe(400);
  const closed = await post(server, `${LIST}/${id}/close`, { outcome: 'Birth date corrected' }, admin.auth);
  expect(closed.status).toBe(200);
  expect((await listed()).data.find((r) => r._id === id)).toMatchObject({
    status: 'done',
    outcome: 'Birth date corrected',
    handledBy: 'Ada Admin',
  });
  const again = await post(server, `${LIST}/${id}/close`, { outcome: 'Again' }, admin.auth);
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('This request is already closed.');
});

test('a request cannot be received after today, nor for someone who is not a patient', async () => {
  const patient = await quickUser(server, { name: 'Future Letter' });
  const future = await post(
    server,
    LIST,
    { kind: 'copy', patientId: patient.user.id, receivedOn: addDays(TODAY, 2) },
    admin.auth,
  );
  expect(future.status).toBe(409);
  expect(future.body.message).toBe('A request cannot have been received after today.');
  const staff = await post(
    server,
    LIST,
    { kind: 'copy', patientId: desk.user.id, receivedOn: TODAY },
    admin.auth,
  );
  expect(staff.status).toBe(404);
  const badKind = await post(
    server,
    LIST,
    { kind: 'gossip', patientId: patient.user.id, receivedOn: TODAY },
    admin.auth,
  );
  expect(badKind.status).toBe(400);
  expect(badKind.body.message).toBe('Please choose the kind of request: copy, deletion, correction');
});

test('a copy downloaded by the patient or handed by the desk is recorded as a request answered', async () => {
  const patient = await createUser(server, { email: 'requests-copy@example.com', name: 'Tunde Copy' });
  expect((await call(server, 'GET', '/api/user/my-data', { headers: patient.auth })).status).toBe(200);
  const byDesk = await call(server, 'GET', `/api/desk/patient-data?patientId=${patient.user.id}`, {
    headers: desk.auth,
  });
  expect(byDesk.status).toBe(200);
  const rows = (await listed()).data.filter((r) => r.patientId === patient.user.id);
  expect(rows).toHaveLength(2);
  expect(rows.every((r) => r.kind === 'copy' && r.status === 'done')).toBe(true);
  expect(rows.map((r) => r.handledBy).sort()).toEqual(['Dayo Desk', null].sort());
});

test('the list is paged by the database, newest first, and for administrators only', async () => {
  const patient = await quickUser(server, { name: 'Paged Patient' });
  for (const days of [10, 20, 30]) {
    const res = await post(
      server,
      LIST,
      { kind: 'copy', patientId: patient.user.id, receivedOn: addDays(TODAY, -days) },
      admin.auth,
    );
    expect(res.status).toBe(201);
  }
  const first = await listed('pageSize=2&page=1');
  const second = await listed('pageSize=2&page=2');
  expect(first.data).toHaveLength(2);
  expect(first.total).toBeGreaterThanOrEqual(3);
  const ids = [...first.data, ...second.data].map((r) => r._id);
  expect(new Set(ids).size).toBe(ids.length);
  const all = (await listed()).data.map((r) => r.receivedAt);
  expect([...all].sort().reverse()).toEqual(all);
  expect((await get(server, LIST, desk.auth)).status).toBe(403);
  expect((await get(server, LIST, patient.auth)).status).toBe(403);
});
