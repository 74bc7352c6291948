import { Fhir } from 'fhir';
// fhir-kit-client ships ES modules behind an "import"-only export map: jest (CommonJS) reaches its file
import { Client } from '../../../node_modules/fhir-kit-client/dist/index.js';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { registerSmartClient, type SmartClient } from '../../helpers/peers/smart-client';
import { addDays } from '../../../src/shared/clinicDays';
import { clinicInstant, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';
import {
  clinicDateOf,
  quickDoctor,
  quickUser,
  TODAY,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';

/**
 * The FHIR R4 API: every resource and Bundle it answers is valid R4 (the `fhir` package's
 * validator), a system books and cancels through fhir-kit-client under the desk's rules, and every
 * refusal is an OperationOutcome carrying what a person would read.
 */

const APP_URL = 'https://clinicbook.example';
const validator = new Fhir();
let server: TestServer;
let system: SmartClient;
let token: string;
let fhir: Client;
let baseUrl: string;
let doctor: QuickDoctor;
let single: QuickDoctor;
let closed: QuickDoctor;
let patient: QuickUser;
let other: QuickUser;
let locationId: string;
const day = clinicDateOf(['Everyday'], addDays(TODAY, 3));

// fhir-kit-client's own resource types are not @types/fhir's: its calls, typed as R4
const kit = {
  search: async (resourceType: string, searchParams: Record<string, unknown>) =>
    (await fhir.search({ resourceType, searchParams } as never)) as unknown as fhir4.Bundle,
  read: async <T = fhir4.FhirResource>(resourceType: string, id: string) =>
    (await fhir.read({ resourceType, id } as never)) as unknown as T,
  create: async (body: fhir4.Appointment) =>
    (await fhir.create({ resourceType: 'Appointment', body } as never)) as unknown as fhir4.Appointment,
  patch: async (id: string, jsonPatch: object[]) =>
    (await fhir.patch({
      resourceType: 'Appointment',
      id,
      jsonPatch,
    } as never)) as unknown as fhir4.Appointment,
};

/** The resource is valid R4: no error, and no property R4 does not define. */
function expectValid(resource: unknown) {
  const { messages } = validator.validate(resource as object);
  expect(messages.filter((m) => ['error', 'warning'].includes(String(m.severity)))).toEqual([]);
}

type Reply = { statusCode: number; headers: Record<string, unknown>; json(): unknown; body: string };
async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return server.app.inject({
    method,
    url: `/fhir/R4${url}`,
    headers: {
      ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? token}` }),
      ...(options.payload ? { 'content-type': 'application/fhir+json' } : {}),
      ...options.headers,
    },
    ...(options.payload ? { payload: JSON.stringify(options.payload) } : {}),
  });
}

/** An OperationOutcome with this status, its diagnostics returned. */
function outcomeOf(reply: Reply, status: number): string {
  expect(reply.statusCode).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const outcome = reply.json() as fhir4.OperationOutcome;
  expect(outcome.resourceType).toBe('OperationOutcome');
  expectValid(outcome);
  return outcome.issue[0].diagnostics ?? '';
}

const bookingOf = (who: QuickUser, slot: string): fhir4.Appointment => ({
  resourceType: 'Appointment',
  status: 'proposed',
  slot: [{ reference: `Slot/${slot}` }],
  participant: [{ actor: { reference: `Patient/${who.user.id}` }, status: 'needs-action' }],
});

/** What fhir-kit-client threw: the HTTP status and the OperationOutcome's words. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  )) as { response: { status: number; data: fhir4.OperationOutcome } };
  expectValid(error.response.data);
  return { status: error.response.status, text: error.response.data.issue[0].diagnostics };
}

beforeAll(async () => {
  server = await startTestServer({ env: { APP_URL } });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/fhir/R4`;
  const location = await server.db
    .insertInto('locations')
    .values({ location: 'Ikeja' })
    .returning('id')
    .executeTakeFirstOrThrow();
  locationId = location.id;
  await server.db.insertInto('services').values({ service: 'Cardiology' }).execute();
  doctor = await quickDoctor(server, { firstName: 'Amaka', totalSlots: 3 });
  single = await quickDoctor(server, { firstName: 'Bola', totalSlots: 1 });
  closed = await quickDoctor(server, { firstName: 'Chidi' });
  await server.db
    .insertInto('closed_clinic_days')
    .values({ doctor_id: closed.doctor.id, date: day, reason: 'Conference', closed_by_name: 'Desk' } as never)
    .execute();
  patient = await quickUser(server, { name: 'Ada Obi' });
  other = await quickUser(server, { name: 'Musa Bello' });
  await server.db
    .insertInto('users')
    .values({
      name: 'Tobi Obi',
      phone: '+2348030000001',
      holder_id: patient.user.id,
      relationship: 'child',
      date_of_birth: '2018-04-02',
    } as never)
    .execute();
  system = await registerSmartClient(server, {
    name: 'Hospital EHR',
    scopes: ['system/*.rs', 'system/Appointment.c', 'system/Appointment.u'],
  });
  token = await system.token();
  fhir = new Client({ baseUrl, bearerToken: token });
});
afterAll(async () => {
  // fhir-kit-client keeps its connections alive: closed here, or close() waits for them
  server.app.server.closeAllConnections();
  await server.close();
});

test('metadata is a valid CapabilityStatement without sign-in, naming what is served and the token URL', async () => {
  const reply = await call('GET', '/metadata', { token: '' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const statement = reply.json() as fhir4.CapabilityStatement;
  expectValid(statement);
  expect(statement.fhirVersion).toBe('4.0.1');
  const rest = statement.rest![0];
  expect(rest.resource!.map((r) => r.type).sort()).toEqual([
    'Appointment',
    'HealthcareService',
    'Location',
    'Patient',
    'Practitioner',
    'PractitionerRole',
    'Schedule',
    'Slot',
  ]);
  const appointment = rest.resource!.find((r) => r.type === 'Appointment')!;
  expect(appointment.interaction!.map((i) => i.code)).toEqual(['read', 'search-type', 'create', 'patch']);
  expect(appointment.searchParam!.map((p) => p.name)).toEqual([
    'date',
    'patient',
    'practitioner',
    'status',
    '_lastUpdated',
    '_count',
  ]);
  expect(JSON.stringify(rest.security)).toContain(`${APP_URL}/oauth2/token`);
});

test('no token is a 401 and a token without the scope a 403, both OperationOutcomes', async () => {
  expect(outcomeOf(await call('GET', '/Patient', { token: '' }), 401)).toMatch(/token/i);
  const narrow = await registerSmartClient(server, { scopes: ['system/Slot.rs'] });
  expect(outcomeOf(await call('GET', '/Patient', { token: await narrow.token() }), 403)).toContain(
    'system/Patient.rs',
  );
  expect(
    outcomeOf(
      await call('POST', '/Appointment', {
        token: await narrow.token(),
        payload: bookingOf(patient, `${doctor.doctor.id}.${day}`),
      }),
      403,
    ),
  ).toContain('system/Appointment.c');
});

test.each([
  ['Practitioner', () => doctor.doctor.id],
  ['PractitionerRole', () => doctor.doctor.id],
  ['Schedule', () => doctor.doctor.id],
  ['Location', () => locationId],
  ['HealthcareService', () => undefined],
  ['Patient', () => patient.user.id],
])('%s: search and read answer valid resources', async (type, idOf) => {
  const bundle = await kit.search(type, { _count: 50 });
  expectValid(bundle);
  expect(bundle.entry!.length).toBeGreaterThan(0);
  for (const entry of bundle.entry!) expectValid(entry.resource);
  const id = idOf() ?? bundle.entry![0].resource!.id!;
  const resource = await kit.read<fhir4.FhirResource>(type, id);
  expectValid(resource);
  expect(resource.id).toBe(id);
});

test('family members are Patients linked to their account holder; unknown ids are 404', async () => {
  const bundle = await kit.search('Patient', {});
  const child = bundle
    .entry!.map((e) => e.resource as fhir4.Patient)
    .find((p) => p.name![0].text === 'Tobi Obi')!;
  expect(child.birthDate).toBe('2018-04-02');
  expect(child.link![0].other.reference).toBe(`Patient/${patient.user.id}`);
  expect(outcomeOf(await call('GET', `/Patient/${doctor.user.id}`), 404)).toContain(
    `Patient/${doctor.user.id}`,
  );
  expect(outcomeOf(await call('GET', '/Nothing'), 404)).toContain('/fhir/R4/Nothing');
});

test('an unknown parameter, a repeated one, a bad value or _count over 100 is a 400', async () => {
  expect(outcomeOf(await call('GET', '/Appointment?colour=red'), 400)).toBe(
    'Unknown search parameter colour for Appointment',
  );
  expect(outcomeOf(await call('GET', '/Appointment?date=yesterday'), 400)).toBe(
    'Invalid value for date: yesterday',
  );
  expect(outcomeOf(await call('GET', '/Appointment?status=booked&status=pending'), 400)).toContain('status');
  expect(outcomeOf(await call('GET', '/Slot?status=open'), 400)).toBe('Invalid value for status: open');
  expect(outcomeOf(await call('GET', '/Patient?_count=101'), 400)).toBe('_count must be between 1 and 100');
  expect(outcomeOf(await call('GET', '/Schedule?actor=Practitioner/42'), 400)).toContain('actor');
  // in the caller's language
  const fr = outcomeOf(
    await call('GET', '/Appointment?colour=red', { headers: { 'accept-language': 'fr' } }),
    400,
  );
  expect(fr).not.toBe('Unknown search parameter colour for Appointment');
});

test('Slot: one per clinic day, free, busy-unavailable when closed, paged by Bundle.link next', async () => {
  const closedSlots = await kit.search('Slot', {
    schedule: `Schedule/${closed.doctor.id}`,
    start: [`ge${day}`, `lt${addDays(day, 1)}`],
  });
  expectValid(closedSlots);
  expect(closedSlots.entry!.map((e) => [e.resource!.id, (e.resource as fhir4.Slot).status])).toEqual([
    [`${closed.doctor.id}.${day}`, 'busy-unavailable'],
  ]);

  const month = {
    schedule: `Schedule/${doctor.doctor.id}`,
    start: [`ge${day}`, `lt${addDays(day, 30)}`],
    status: 'free',
    _count: 15,
  };
  const first = await kit.search('Slot', month);
  expectValid(first);
  expect(first.entry).toHaveLength(15);
  const next = first
    .link!.find((l) => l.relation === 'next')!
    .url.replace(APP_URL, baseUrl.replace(/\/fhir\/R4$/, ''));
  // parsed here: the validator's array check does not take arrays of fetch's realm
  const second = JSON.parse(
    await (await fetch(next, { headers: { authorization: `Bearer ${token}` } })).text(),
  ) as fhir4.Bundle;
  expect(second.resourceType).toBe('Bundle');
  expectValid(second);
  const ids = [...first.entry!, ...second.entry!].map((e) => e.resource!.id);
  expect(ids).toHaveLength(30);
  expect(new Set(ids).size).toBe(30);
  expect(second.link!.some((l) => l.relation === 'next')).toBe(false);
  expect(outcomeOf(await call('GET', `/Slot?start=ge${day}&start=lt${addDays(day, 120)}`), 400)).toContain(
    '92',
  );
});

test('a system books a slot as the desk does, finds it by day and patient, and cancels it', async () => {
  const slot = `${doctor.doctor.id}.${day}`;
  const made = await kit.create(bookingOf(patient, slot));
  expectValid(made);
  expect(made.status).toBe('booked');
  expect(Client.httpFor(made as never).response!.status).toBe(201);
  expect(Client.httpFor(made as never).response!.headers.get('location')).toBe(
    `${APP_URL}/fhir/R4/Appointment/${made.id}`,
  );
  expect(made.slot![0].reference).toBe(`Slot/${slot}`);
  const row = await server.db
    .selectFrom('appointments')
    .selectAll()
    .where('id', '=', made.id!)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('approved');
  expect(row.time).toBe('09:00');
  // the first place of the doctor's day at the default pace: come between 08:40 and 09:00
  expect([made.start, made.end, made.minutesDuration]).toEqual([
    clinicInstant(day, '08:40', DEFAULT_CLINIC_TIMEZONE).toISOString(),
    clinicInstant(day, '09:00', DEFAULT_CLINIC_TIMEZONE).toISOString(),
    20,
  ]);

  for (const searchParams of [
    { date: day },
    { patient: `Patient/${patient.user.id}` },
    { date: [`ge${day}`, `lt${addDays(day, 1)}`], practitioner: doctor.doctor.id, status: 'booked' },
  ]) {
    const found = await kit.search('Appointment', searchParams);
    expectValid(found);
    expect(found.entry!.map((e) => e.resource!.id)).toEqual([made.id]);
  }
  const read = await kit.read<fhir4.Appointment>('Appointment', made.id!);
  expect(read).toEqual({ ...made, meta: read.meta });

  const slotNow = await kit.read<fhir4.Slot>('Slot', slot);
  expect(slotNow.comment).toBe('2 of 3 places free');

  // anything but cancelling is refused
  const wrong = await refusal(kit.patch(made.id!, [{ op: 'replace', path: '/status', value: 'fulfilled' }]));
  expect(wrong).toEqual({
    status: 422,
    text: 'An Appointment can only be changed to status cancelled (and its cancelationReason)',
  });

  const cancelled = await kit.patch(made.id!, [
    { op: 'replace', path: '/status', value: 'cancelled' },
    { op: 'add', path: '/cancelationReason', value: { text: 'Travelling' } },
  ]);
  expectValid(cancelled);
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.cancelationReason).toEqual({ text: 'Travelling' });
  const again = await refusal(kit.patch(made.id!, [{ op: 'replace', path: '/status', value: 'cancelled' }]));
  expect(again.status).toBe(409);
});

test('refusals carry the words a person reads: full day, closed day, duplicate, not a clinic day', async () => {
  const slot = `${single.doctor.id}.${day}`;
  await kit.create(bookingOf(patient, slot));
  const [y, m, d] = day.split('-');
  expect(await refusal(kit.create(bookingOf(patient, slot)))).toEqual({
    status: 409,
    text: `No slots left on ${d}-${m}-${y}`,
  });
  const full = await kit.read<fhir4.Slot>('Slot', slot);
  expect(full.status).toBe('busy');
  expect(await refusal(kit.create(bookingOf(other, `${closed.doctor.id}.${day}`)))).toEqual({
    status: 409,
    text: `Dr. Chidi Eze is not holding clinic on ${d}-${m}-${y}: Conference`,
  });
  const twice = `${doctor.doctor.id}.${addDays(day, 1)}`;
  await kit.create(bookingOf(other, twice));
  expect(await refusal(kit.create(bookingOf(other, twice)))).toEqual({
    status: 409,
    text: `You already have an appointment with Dr. Amaka Eze on ${dmyOf(addDays(day, 1))}`,
  });
  const french = await call('POST', '/Appointment', {
    payload: bookingOf(other, twice),
    headers: { 'accept-language': 'fr' },
  });
  expect(outcomeOf(french, 409)).toContain('Amaka Eze');
  expect(french.json()).not.toEqual(
    expect.objectContaining({
      issue: [expect.objectContaining({ diagnostics: expect.stringMatching(/^You already/) })],
    }),
  );
  expect(
    outcomeOf(
      await call('POST', '/Appointment', {
        payload: { resourceType: 'Appointment', status: 'proposed', participant: [] },
      }),
      422,
    ),
  ).toContain('slot');
});

const dmyOf = (iso: string) => iso.split('-').reverse().join('-');

test('$bulk-publish: a cacheable manifest without sign-in, and NDJSON files of valid resources', async () => {
  // the files are served from a copy the background job refreshes: refreshed now, with this test's doctors
  server.app.jobs.bulkPublish.kick();
  await server.app.jobs.bulkPublish.idle();
  const manifest = await call('GET', '/$bulk-publish', { token: '' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toMatch(/max-age=\d+/);
  const body = manifest.json() as {
    output: Array<{ type: string; url: string }>;
    error: unknown[];
    transactionTime: string;
  };
  expect(body.output.map((o) => o.type)).toEqual(['Location', 'Schedule', 'Slot']);
  expect(body.error).toEqual([]);
  const files: Record<string, unknown[]> = {};
  for (const { type, url } of body.output) {
    const reply = await call('GET', url.replace(`${APP_URL}/fhir/R4`, ''), { token: '' });
    expect(reply.statusCode).toBe(200);
    files[type] = reply.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    for (const resource of files[type]) expectValid(resource);
  }
  const free = (files.Slot as fhir4.Slot[]).find((s) => s.id === `${doctor.doctor.id}.${addDays(day, 2)}`)!;
  expect(free.status).toBe('free');
  expect(free.extension).toEqual(
    expect.arrayContaining([
      {
        url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link',
        valueUrl: `${APP_URL}/book-appointment/${doctor.doctor.id}?date=${addDays(day, 2)}`,
      },
      {
        url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone',
        valueString: '+234 803 000 0000',
      },
    ]),
  );
  expect(
    (files.Slot as fhir4.Slot[]).find((s) => s.id === `${closed.doctor.id}.${day}`)!.extension,
  ).toBeUndefined();
});
