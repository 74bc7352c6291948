import { SEEDED_CLINIC_DAYS } from '../../../src/shared/schemas/reference';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import { FORBIDDEN, usersByRole, type Made, type RoleName } from '../../helpers/doctor-fixtures';

let server: TestServer;
let as: Record<RoleName, Made>;

beforeAll(async () => {
  server = await startTestServer();
  as = await usersByRole(server, 'ref');
});
afterAll(() => server.close());

/** The four admin lists: where they are read and written, their body key, table and column. */
const LISTS = [
  {
    name: 'services',
    read: '/api/user/get-all-services',
    write: '/api/admin/service',
    key: 'service',
    value: 'Cardiology',
    label: 'Service',
    empty: 'Service name is required',
    table: 'services',
    column: 'service',
  },
  {
    name: 'locations',
    read: '/api/user/get-all-location',
    write: '/api/admin/location',
    key: 'location',
    value: 'Ikeja',
    label: 'Location',
    empty: 'Location is required',
    table: 'locations',
    column: 'location',
  },
  {
    name: 'specialities',
    read: '/api/user/get-all-speciality',
    write: '/api/admin/speciality',
    key: 'speciality',
    value: 'Neonatology',
    label: 'Speciality',
    empty: 'Speciality is required',
    table: 'specialities',
    column: 'speciality',
  },
  {
    name: 'slot options',
    read: '/api/Appointmentslot/get-all-totalSlots',
    write: '/api/Appointmentslot/Appointmentslots',
    key: 'totalSlots',
    value: 20,
    label: 'Slot option',
    empty: 'Please enter the number of slots',
    table: 'slot_options',
    column: 'total_slots',
  },
] as const;

type List = (typeof LISTS)[number];

async function storedValues(list: List): Promise<unknown[]> {
  const rows = await server.db.selectFrom(list.table).select(list.column).execute();
  return rows.map((r) => (r as Record<string, unknown>)[list.column]);
}

describe('clinic days', () => {
  test('every database starts with the 32 seeded clinic-day names, readable by anyone', async () => {
    const res = await get(server, '/api/user/get-all-clinic-day');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const days = res.body.clinicDays as Array<{ _id: string; name: string }>;
    expect(days).toHaveLength(32);
    expect(days.map((d) => d.name).sort()).toEqual([...SEEDED_CLINIC_DAYS].sort());
    expect(days.map((d) => d.name)).toEqual(
      expect.arrayContaining([
        'Monday',
        'Alternate Sunday',
        'Last 4th or 5th Saturday of the Month',
        'Weekday',
      ]),
    );
    expect(days[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('an admin creates one, and it is listed', async () => {
    const res = await post(
      server,
      '/api/user/create-clinic-day',
      { name: ' Holiday Clinic ' },
      as.admin.auth,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Clinic day "Holiday Clinic" created successfully!',
      data: { name: 'Holiday Clinic' },
    });
    const list = await get(server, '/api/user/get-all-clinic-day');
    expect((list.body.clinicDays as Array<{ name: string }>).map((d) => d.name)).toContain('Holiday Clinic');
  });

  test('a duplicate, in any case, is 409 and stores nothing', async () => {
    const res = await post(server, '/api/user/create-clinic-day', { name: 'monday' }, as.admin.auth);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'Clinic day "monday" already exists' });
    const rows = await server.db
      .selectFrom('clinic_days')
      .select('name')
      .where('name', 'ilike', 'monday')
      .execute();
    expect(rows).toEqual([{ name: 'Monday' }]);
  });

  test.each([{}, { name: '' }, { name: '   ' }])(
    'an empty name %j is 400 with the spec message',
    async (body) => {
      const res = await post(server, '/api/user/create-clinic-day', body, as.admin.auth);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Please select a clinic day.' });
    },
  );

  test.each(['staff', 'doctor', 'regDoctor', 'patient'] as const)('%s may not create one', async (role) => {
    const res = await post(server, '/api/user/create-clinic-day', { name: `By ${role}` }, as[role].auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(
      await server.db.selectFrom('clinic_days').select('id').where('name', '=', `By ${role}`).execute(),
    ).toEqual([]);
  });

  test('creating one needs a sign-in', async () => {
    const res = await post(server, '/api/user/create-clinic-day', { name: 'Anonymous Day' });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe.each(LISTS)('$name', (list) => {
  const body = (value: unknown) => ({ [list.key]: value, userId: as.patient.user.id });

  test('start empty on a database without demo data', async () => {
    const res = await get(server, list.read, as.patient.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [] });
  });

  test('an admin adds one (the body userId ignored); any signed-in user reads it', async () => {
    const res = await post(server, list.write, body(list.value), as.admin.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: `${list.label} "${list.value}" added successfully`,
      data: { [list.key]: list.value },
    });
    expect(await storedValues(list)).toEqual([list.value]);
    for (const role of ['patient', 'doctor', 'regDoctor', 'staff'] as const) {
      const read = await get(server, list.read, as[role].auth);
      expect(read.body.data).toEqual([
        { _id: (res.body.data as { _id: string })._id, [list.key]: list.value },
      ]);
    }
  });

  test('a duplicate is 409 and stores nothing', async () => {
    const again = typeof list.value === 'string' ? list.value.toUpperCase() : String(list.value);
    const res = await post(server, list.write, body(again), as.admin.auth);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: `${list.label} "${again}" already exists` });
    expect(await storedValues(list)).toHaveLength(1);
  });

  test('an empty entry is 400 with the spec message', async () => {
    const res = await post(server, list.write, { userId: as.admin.user.id }, as.admin.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: list.empty });
  });

  test.each(['staff', 'doctor', 'regDoctor', 'patient'] as const)('%s may not add one', async (role) => {
    const res = await post(server, list.write, body(list.key === 'totalSlots' ? 7 : 'Other'), as[role].auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await storedValues(list)).toHaveLength(1);
  });

  test('reading and adding need a sign-in', async () => {
    expect((await get(server, list.read)).status).toBe(401);
    expect((await post(server, list.write, body(list.value))).status).toBe(401);
  });
});

describe('slot options', () => {
  test('are listed in numeric order and must be whole numbers from 1', async () => {
    for (const n of [5, 30, 10]) {
      expect(
        (await post(server, '/api/Appointmentslot/Appointmentslots', { totalSlots: n }, as.admin.auth))
          .status,
      ).toBe(201);
    }
    const res = await get(server, '/api/Appointmentslot/get-all-totalSlots', as.patient.auth);
    expect((res.body.data as Array<{ totalSlots: number }>).map((s) => s.totalSlots)).toEqual([
      5, 10, 20, 30,
    ]);

    const bad = [
      [0, 'Slots must be at least 1'],
      [2.5, 'Slots must be a whole number'],
      ['many', 'Please enter the number of slots'],
    ] as const;
    for (const [totalSlots, message] of bad) {
      const res = await post(server, '/api/Appointmentslot/Appointmentslots', { totalSlots }, as.admin.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
