import { randomUUID } from 'node:crypto';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { get, post } from '../../helpers/server-calls';
import {
  FORBIDDEN,
  addReferenceData,
  doctorForm,
  doctorRow,
  insertDoctor,
  usersByRole,
  type Made,
  type RoleName,
} from '../../helpers/doctor-fixtures';
import type { DoctorRow } from '../../../src/server/db/schema';

let server: TestServer;
let as: Record<RoleName, Made>;
let approved: DoctorRow;
let pendingUser: Made;
let pending: DoctorRow;
let blocked: DoctorRow;

beforeAll(async () => {
  server = await startTestServer();
  await addReferenceData(server);
  as = await usersByRole(server, 'profile');
  pendingUser = await createUser(server, {
    email: 'profile-pending@example.com',
    flags: { reg_doctor: true },
  });
  const blockedUser = await createUser(server, { email: 'profile-blocked@example.com' });
  approved = await insertDoctor(server, as.doctor.user.id, 'approved', 'Approved');
  pending = await insertDoctor(server, pendingUser.user.id, 'pending', 'Pending');
  blocked = await insertDoctor(server, blockedUser.user.id, 'blocked', 'Blocked');
});
afterAll(() => server.close());

describe('get-doctor-info-by-id', () => {
  const byId = (doctorId: string, auth?: Record<string, string>) =>
    post(server, '/api/doctor/get-doctor-info-by-id', { doctorId }, auth);

  test.each(['patient', 'regDoctor', 'doctor', 'staff', 'admin'] as const)(
    '%s reads an approved doctor',
    async (role) => {
      const res = await byId(approved.id, as[role].auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          _id: approved.id,
          userId: as.doctor.user.id,
          firstName: 'Approved',
          lastName: 'Lawal',
          name: 'Approved Lawal',
          email: 'approved@example.com',
          phoneNumber: '+234 803 000 0000',
          location: 'Ikeja',
          service: 'General Practice',
          specialization: 'Family Medicine',
          experience: 3,
          feePerConsultation: 6000,
          appointmentTime: ['08:00', '12:00'],
          totalSlots: 10,
          clinicDay: ['Monday'],
          status: 'approved',
          createdAt: approved.created_at.toISOString(),
        },
      });
    },
  );

  test.each(['patient', 'regDoctor', 'doctor'] as const)(
    'a pending or blocked doctor is 404 to %s',
    async (role) => {
      for (const hidden of [pending, blocked]) {
        const res = await byId(hidden.id, as[role].auth);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, message: 'Doctor not found' });
      }
    },
  );

  test('admin, staff and the doctor themself see any status', async () => {
    for (const viewer of [as.admin, as.staff]) {
      expect((await byId(blocked.id, viewer.auth)).body.data).toMatchObject({ status: 'blocked' });
    }
    expect((await byId(pending.id, pendingUser.auth)).body.data).toMatchObject({ status: 'pending' });
  });

  test('an unknown or malformed id is 404; no token is 401', async () => {
    expect((await byId(randomUUID(), as.admin.auth)).status).toBe(404);
    expect((await byId('not-an-id', as.admin.auth)).status).toBe(404);
    expect((await byId(approved.id)).status).toBe(401);
  });
});

describe('get-doctor-info-by-user-id', () => {
  const byUser = (userId: string, auth?: Record<string, string>) =>
    post(server, '/api/doctor/get-doctor-info-by-user-id', { userId }, auth);

  test('the user themself, even a pending applicant, and an admin read the profile', async () => {
    expect((await byUser(pendingUser.user.id, pendingUser.auth)).body.data).toMatchObject({
      _id: pending.id,
    });
    expect((await byUser(as.doctor.user.id, as.doctor.auth)).body.data).toMatchObject({ _id: approved.id });
    expect((await byUser(as.doctor.user.id, as.admin.auth)).body.data).toMatchObject({ _id: approved.id });
  });

  test('no profile is 404 "Doctor profile not found"', async () => {
    const res = await byUser(as.patient.user.id, as.patient.auth);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Doctor profile not found' });
  });

  test.each(['patient', 'regDoctor', 'staff'] as const)(
    "%s may not read another user's profile",
    async (role) => {
      const res = await byUser(as.doctor.user.id, as[role].auth);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    },
  );

  test('a missing userId is 400; no token is 401', async () => {
    const res = await post(server, '/api/doctor/get-doctor-info-by-user-id', {}, as.admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('userId is required');
    expect((await byUser(as.doctor.user.id)).status).toBe(401);
  });
});

describe('update-doctor-info-by-user-id', () => {
  const UPDATE = '/api/doctor/update-doctor-info-by-user-id';

  test('the doctor updates their profile with the spec message (two spaces)', async () => {
    const res = await post(
      server,
      UPDATE,
      doctorForm({
        userId: as.doctor.user.id,
        service: 'Cardiology',
        feePerConsultation: '12000',
        clinicDay: ['Weekday'],
      }),
      as.doctor.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Doctor Profile Updated  successfully');
    expect(res.body.data).toMatchObject({
      service: 'Cardiology',
      feePerConsultation: 12000,
      status: 'approved',
    });
    expect(await doctorRow(server, approved.id)).toMatchObject({
      service: 'Cardiology',
      fee_per_consultation: 12000,
      clinic_days: ['Weekday'],
      first_name: 'Amara',
      status: 'approved',
    });
  });

  test('a pending doctor cannot approve themself through it (mass assignment)', async () => {
    const res = await post(
      server,
      UPDATE,
      doctorForm({ userId: pendingUser.user.id, status: 'approved', isDoctor: true }),
      pendingUser.auth,
    );
    expect(res.status).toBe(200);
    expect((await doctorRow(server, pending.id))?.status).toBe('pending');
    const user = await server.db
      .selectFrom('users')
      .select('is_doctor')
      .where('id', '=', pendingUser.user.id)
      .executeTakeFirstOrThrow();
    expect(user.is_doctor).toBe(false);
  });

  test('an admin updates anyone; nobody else may update another profile', async () => {
    const byAdmin = await post(
      server,
      UPDATE,
      doctorForm({ userId: pendingUser.user.id, lastName: 'Edited' }),
      as.admin.auth,
    );
    expect(byAdmin.status).toBe(200);
    expect((await doctorRow(server, pending.id))?.last_name).toBe('Edited');
    for (const role of ['staff', 'patient', 'regDoctor'] as const) {
      const res = await post(
        server,
        UPDATE,
        doctorForm({ userId: as.doctor.user.id, lastName: role }),
        as[role].auth,
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await doctorRow(server, approved.id))?.last_name).toBe('Nwankwo');
  });

  test('bad input is 400 with the message; no profile is 404; no token is 401', async () => {
    const bad = await post(
      server,
      UPDATE,
      doctorForm({ userId: as.doctor.user.id, clinicDay: ['Someday'] }),
      as.doctor.auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('"Someday" is not a known clinic day');
    expect((await doctorRow(server, approved.id))?.clinic_days).toEqual(['Weekday']);
    const none = await post(server, UPDATE, doctorForm({ userId: as.patient.user.id }), as.patient.auth);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Doctor profile not found');
    expect((await post(server, UPDATE, doctorForm({ userId: as.doctor.user.id }))).status).toBe(401);
  });
});

describe('get-all-approved-doctors', () => {
  test('lists approved doctors only, to any signed-in user', async () => {
    for (const role of ['patient', 'doctor', 'admin'] as const) {
      const res = await get(server, '/api/user/get-all-approved-doctors', as[role].auth);
      expect(res.status).toBe(200);
      expect((res.body.data as Array<{ _id: string }>).map((d) => d._id)).toEqual([approved.id]);
    }
    expect((await get(server, '/api/user/get-all-approved-doctors')).status).toBe(401);
  });
});

describe('GET /api/reviews/doctor/:doctorId', () => {
  test('anyone reads a null rating (no reviews yet); an unknown doctor is 404', async () => {
    expect((await get(server, `/api/reviews/doctor/${approved.id}`)).body).toEqual({
      success: true,
      rating: null,
    });
    const unknown = await get(server, `/api/reviews/doctor/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Doctor not found' });
    expect((await get(server, '/api/reviews/doctor/nope')).status).toBe(404);
  });
});
