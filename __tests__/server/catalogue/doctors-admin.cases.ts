import { randomUUID } from 'node:crypto';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  FORBIDDEN,
  ROLES,
  addReferenceData,
  doctorForm,
  doctorRow,
  insertDoctor,
  notificationsOf,
  userRow,
  usersByRole,
  type Made,
  type RoleName,
} from '../../helpers/doctor-fixtures';

let server: TestServer;
let as: Record<RoleName, Made>;

beforeAll(async () => {
  server = await startTestServer();
  await addReferenceData(server);
  as = await usersByRole(server, 'docadmin');
});
afterAll(() => server.close());

const ids = (data: unknown) => (data as Array<{ _id: string }>).map((d) => d._id);

/** Who may call each admin route; the rest get 403, and no token 401. */
const MATRIX: Array<[string, 'GET' | 'POST', RoleName[]]> = [
  ['/api/admin/get-all-doctors', 'GET', ['admin', 'staff']],
  ['/api/admin/get-registered-doctors', 'GET', ['admin', 'staff']],
  ['/api/admin/admin-apply-appointment', 'POST', ['admin', 'staff']],
  ['/api/admin/change-doctor-status', 'POST', ['admin']],
  ['/api/admin/update-doctor-clinic', 'POST', ['admin']],
];

describe.each(MATRIX)('%s', (url, method, allowed) => {
  const send = (auth?: Record<string, string>) =>
    method === 'GET' ? get(server, url, auth) : post(server, url, {}, auth);

  test.each(ROLES.filter((r) => !allowed.includes(r)))('is forbidden to %s', async (role) => {
    const res = await send(as[role].auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  test.each(allowed)('is open to %s', async (role) => {
    // an empty POST body is a 400: past the guard
    expect((await send(as[role].auth)).status).toBe(method === 'GET' ? 200 : 400);
  });

  test('needs a sign-in', async () => {
    expect((await send()).status).toBe(401);
  });
});

const schedule = (doctor: string, overrides: Record<string, unknown> = {}) => {
  const { clinicDay: _days, ...form } = doctorForm({ firstName: 'Kunle', lastName: 'Afolabi' });
  return { ...form, doctor, clinicDays: 'Monday, Alternate Tuesday', ...overrides };
};

describe('registered doctors and scheduling', () => {
  test('get-registered-doctors lists reg doctors without a profile only', async () => {
    const applicant = await createUser(server, {
      email: 'docadmin-applicant@example.com',
      flags: { reg_doctor: true },
    });
    await insertDoctor(server, applicant.user.id, 'pending', 'Applicant');
    const res = await get(server, '/api/admin/get-registered-doctors', as.staff.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        _id: as.regDoctor.user.id,
        email: 'docadmin-regdoctor@example.com',
        regDoctor: true,
      }),
    ]);
  });

  test('staff schedule a registered doctor: approved profile, and the account becomes a doctor', async () => {
    const res = await post(
      server,
      '/api/admin/admin-apply-appointment',
      schedule(as.regDoctor.user.id),
      as.staff.auth,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Doctor appointment scheduled successfully',
      data: { userId: as.regDoctor.user.id, status: 'approved', clinicDay: ['Monday', 'Alternate Tuesday'] },
    });
    expect(await userRow(server, as.regDoctor.user.id)).toMatchObject({ is_doctor: true, reg_doctor: false });
    const listed = await get(server, '/api/user/get-all-approved-doctors', as.patient.auth);
    expect(ids(listed.body.data)).toContain((res.body.data as { _id: string })._id);
    expect((await get(server, '/api/admin/get-registered-doctors', as.admin.auth)).body.data).toEqual([]);
  });

  test('scheduling someone who already has a profile is 409', async () => {
    const res = await post(
      server,
      '/api/admin/admin-apply-appointment',
      schedule(as.regDoctor.user.id),
      as.admin.auth,
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'This doctor already has a profile' });
  });

  test('a patient or an unknown user is 404 and nothing is created', async () => {
    for (const id of [as.patient.user.id, randomUUID()]) {
      const res = await post(server, '/api/admin/admin-apply-appointment', schedule(id), as.admin.auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Registered doctor not found' });
    }
    const rows = await server.db
      .selectFrom('doctors')
      .select('id')
      .where('user_id', '=', as.patient.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  test.each([
    [{ doctor: '' }, 'Please select a doctor!'],
    [{ clinicDays: '' }, 'Please select at least one clinic day.'],
    [{ clinicDays: 'Monday, Caturday' }, '"Caturday" is not a known clinic day'],
    [{ service: '' }, 'Please select an Appointment Service!'],
    [{ experience: 'lots' }, 'Enter experience!'],
    [{ appointmentTime: ['09:00', '00:00'] }, 'Please select valid time of appointment'],
  ])('bad input %j is 400 with its message', async (change, message) => {
    const fresh = await createUser(server, {
      email: `docadmin-reg-${randomUUID()}@example.com`,
      flags: { reg_doctor: true },
    });
    const res = await post(
      server,
      '/api/admin/admin-apply-appointment',
      schedule(fresh.user.id, change),
      as.admin.auth,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userRow(server, fresh.user.id)).toMatchObject({ is_doctor: false, reg_doctor: true });
  });
});

describe('change-doctor-status', () => {
  const change = (doctorId: string, status: string) =>
    post(
      server,
      '/api/admin/change-doctor-status',
      { doctorId, status, userId: as.admin.user.id },
      as.admin.auth,
    );

  test('pending → approved → blocked → approved, with the account and the applicant kept in step', async () => {
    const applicant = await createUser(server, {
      email: 'docadmin-flow@example.com',
      flags: { reg_doctor: true },
    });
    const doctor = await insertDoctor(server, applicant.user.id, 'pending', 'Flow');
    const approvedText = {
      message: 'Your doctor account has been approved',
      on_click_path: '/notifications',
      seen: false,
    };
    const blockedText = {
      message: 'Your doctor account has been blocked',
      on_click_path: '/notifications',
      seen: false,
    };

    const approve = await change(doctor.id, 'approved');
    expect(approve.status).toBe(200);
    expect(approve.body).toEqual({ success: true, message: 'Doctor approved successfully' });
    expect((await doctorRow(server, doctor.id))?.status).toBe('approved');
    expect(await userRow(server, applicant.user.id)).toMatchObject({ is_doctor: true, reg_doctor: false });
    expect(await notificationsOf(server, applicant.user.id)).toEqual([approvedText]);

    const block = await change(doctor.id, 'blocked');
    expect(block.body).toEqual({ success: true, message: 'Doctor blocked successfully' });
    expect(await userRow(server, applicant.user.id)).toMatchObject({ is_doctor: false });
    const hidden = await get(server, '/api/user/get-all-approved-doctors', as.patient.auth);
    expect(ids(hidden.body.data)).not.toContain(doctor.id);
    const byId = await post(
      server,
      '/api/doctor/get-doctor-info-by-id',
      { doctorId: doctor.id },
      as.patient.auth,
    );
    expect(byId.status).toBe(404);

    const restore = await change(doctor.id, 'approved');
    expect(restore.status).toBe(200);
    expect(await userRow(server, applicant.user.id)).toMatchObject({ is_doctor: true });
    expect(await notificationsOf(server, applicant.user.id)).toEqual([
      approvedText,
      blockedText,
      approvedText,
    ]);
  });

  test('forbidden transitions are 409 and change nothing', async () => {
    const owner = await createUser(server, {
      email: 'docadmin-stuck@example.com',
      flags: { reg_doctor: true },
    });
    const doctor = await insertDoctor(server, owner.user.id, 'pending', 'Stuck');
    const res = await change(doctor.id, 'blocked');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'A pending doctor cannot be blocked' });
    await change(doctor.id, 'approved');
    const again = await change(doctor.id, 'approved');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'This doctor is already approved' });
    expect((await doctorRow(server, doctor.id))?.status).toBe('approved');
    expect(await notificationsOf(server, owner.user.id)).toHaveLength(1);
  });

  test('an unknown doctor is 404; a status other than approved or blocked is 400', async () => {
    const unknown = await change(randomUUID(), 'approved');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Doctor not found');
    const owner = await createUser(server, { email: 'docadmin-odd@example.com' });
    const doctor = await insertDoctor(server, owner.user.id, 'approved', 'Odd');
    const odd = await change(doctor.id, 'pending');
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('Please choose approved or blocked');
    expect((await doctorRow(server, doctor.id))?.status).toBe('approved');
  });
});

describe('update-doctor-clinic and get-all-doctors', () => {
  test('an admin changes clinic days, fee and hours', async () => {
    const owner = await createUser(server, {
      email: 'docadmin-clinic@example.com',
      flags: { is_doctor: true },
    });
    const doctor = await insertDoctor(server, owner.user.id, 'approved', 'Clinic');
    const res = await post(
      server,
      '/api/admin/update-doctor-clinic',
      {
        doctorId: doctor.id,
        clinicDay: ['Everyday'],
        feePerConsultation: 9000,
        appointmentTime: ['10:00', '15:30'],
      },
      as.admin.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Doctor clinic details updated successfully' });
    expect(await doctorRow(server, doctor.id)).toMatchObject({
      clinic_days: ['Everyday'],
      fee_per_consultation: 9000,
      appointment_start: '10:00',
      appointment_end: '15:30',
    });
  });

  test.each([
    [{ clinicDay: [] }, 'Please select at least one clinic day'],
    [{ clinicDay: ['Blueday'] }, '"Blueday" is not a known clinic day'],
    [{ feePerConsultation: 0 }, 'Please select fee for Consultation'],
    [{ appointmentTime: ['15:00', '10:00'] }, 'Please select appointment time'],
    [{ appointmentTime: ['00:00', '10:00'] }, 'Please select appointment time'],
  ])('bad input %j is 400 with its message and changes nothing', async (change, message) => {
    const owner = await createUser(server, { email: `docadmin-c-${randomUUID()}@example.com` });
    const doctor = await insertDoctor(server, owner.user.id, 'approved', 'Unchanged');
    const res = await post(
      server,
      '/api/admin/update-doctor-clinic',
      {
        doctorId: doctor.id,
        clinicDay: ['Friday'],
        feePerConsultation: 5000,
        appointmentTime: ['09:00', '12:00'],
        ...change,
      },
      as.admin.auth,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await doctorRow(server, doctor.id)).toMatchObject({
      clinic_days: ['Monday'],
      fee_per_consultation: 6000,
    });
  });

  test('an unknown doctor is 404', async () => {
    const res = await post(
      server,
      '/api/admin/update-doctor-clinic',
      {
        doctorId: randomUUID(),
        clinicDay: ['Monday'],
        feePerConsultation: 5000,
        appointmentTime: ['09:00', '12:00'],
      },
      as.admin.auth,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Doctor not found' });
  });

  test('get-all-doctors lists every status, newest first', async () => {
    const res = await get(server, '/api/admin/get-all-doctors?pageSize=100', as.staff.auth);
    const data = res.body.data as Array<{ _id: string; status: string; createdAt: string }>;
    const rows = await server.db.selectFrom('doctors').select('id').execute();
    expect(res.body).toMatchObject({ total: rows.length, page: 1, pageSize: 100 });
    expect(data.map((d) => d._id).sort()).toEqual(rows.map((r) => r.id).sort());
    const times = data.map((d) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(data.map((d) => d.status))).toEqual(new Set(['pending', 'approved']));
  });
});
