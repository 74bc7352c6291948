import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import {
  FORBIDDEN,
  addReferenceData,
  doctorForm,
  notificationsOf,
  usersByRole,
  type Made,
  type RoleName,
} from '../../helpers/doctor-fixtures';

let server: TestServer;
let as: Record<RoleName, Made>;
let secondAdmin: Made;

const APPLY = '/api/user/apply-appointment-service';

beforeAll(async () => {
  server = await startTestServer();
  await addReferenceData(server);
  as = await usersByRole(server, 'apply');
  secondAdmin = await createUser(server, { email: 'apply-admin2@example.com', flags: { is_admin: true } });
});
afterAll(() => server.close());

const profileOf = (userId: string) =>
  server.db.selectFrom('doctors').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('apply-appointment-service', () => {
  test('a patient applies: 201, a pending profile of their own, every admin notified of the application', async () => {
    const applicant = await createUser(server, { email: 'apply-one@example.com' });
    const res = await post(
      server,
      APPLY,
      // mass assignment: another userId, a status and an _id are ignored
      doctorForm({ userId: as.patient.user.id, status: 'approved', _id: 'x', isDoctor: true }),
      applicant.auth,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Application submitted successfully',
      data: {
        userId: applicant.user.id,
        firstName: 'Amara',
        lastName: 'Nwankwo',
        name: 'Amara Nwankwo',
        gender: 'female',
        feePerConsultation: 8000,
        experience: 5,
        totalSlots: 10,
        appointmentTime: ['09:00', '13:00'],
        clinicDay: ['Monday', 'Last Friday'],
        status: 'pending',
      },
    });
    const stored = await profileOf(applicant.user.id);
    expect(stored).toMatchObject({
      status: 'pending',
      service: 'General Practice',
      clinic_days: ['Monday', 'Last Friday'],
    });
    expect(await profileOf(as.patient.user.id)).toBeUndefined();
    const user = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', applicant.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ is_doctor: false, is_admin: false });

    for (const admin of [as.admin, secondAdmin]) {
      expect(await notificationsOf(server, admin.user.id)).toEqual([
        {
          message: 'Amara Nwankwo has applied for a doctor account',
          on_click_path: '/admin/doctorslist',
          seen: false,
        },
      ]);
    }
    expect(await notificationsOf(server, as.staff.user.id)).toEqual([]);
    expect(await notificationsOf(server, applicant.user.id)).toEqual([]);
  });

  test('a registered doctor may apply too; a second application is 409 and changes nothing', async () => {
    const first = await post(server, APPLY, doctorForm({ firstName: 'Reg' }), as.regDoctor.auth);
    expect(first.status).toBe(201);
    const again = await post(server, APPLY, doctorForm({ firstName: 'Again' }), as.regDoctor.auth);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'You have already applied' });
    expect((await profileOf(as.regDoctor.user.id))?.first_name).toBe('Reg');
  });

  test('reference values are matched without regard to case and stored as the lists spell them', async () => {
    const applicant = await createUser(server, { email: 'apply-case@example.com' });
    const res = await post(
      server,
      APPLY,
      doctorForm({
        service: 'general practice',
        location: 'IKEJA',
        clinicDay: ['monday', 'Monday', 'weekday'],
      }),
      applicant.auth,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      service: 'General Practice',
      location: 'Ikeja',
      clinicDay: ['Monday', 'Weekday'],
    });
  });

  test.each([
    ['an unknown clinic day', { clinicDay: ['Monday', 'Funday'] }, '"Funday" is not a known clinic day'],
    ['an unknown service', { service: 'Astrology' }, '"Astrology" is not a known service'],
    ['an unknown location', { location: 'Abuja' }, '"Abuja" is not a known location'],
    ['an unknown speciality', { specialization: 'Palmistry' }, '"Palmistry" is not a known speciality'],
    ['a slot count not offered', { totalSlots: 15 }, '"15" is not a known slot option'],
    ['no clinic day', { clinicDay: [] }, 'Please select at least one clinic day.'],
    ['a 00:00 time', { appointmentTime: ['00:00', '12:00'] }, 'Please select valid time of appointment'],
    [
      'an end before the start',
      { appointmentTime: ['14:00', '09:00'] },
      'Please select valid time of appointment',
    ],
    ['a fee that is not a number', { feePerConsultation: 'free' }, 'Enter consultation fee!'],
    ['no first name', { firstName: '' }, 'Please enter first name!'],
    ['a bad email', { email: 'nobody' }, 'Please enter a valid email!'],
  ])('%s is 400 and stores nothing', async (_label, change, message) => {
    const res = await post(server, APPLY, doctorForm(change), as.patient.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await profileOf(as.patient.user.id)).toBeUndefined();
  });

  test.each(['admin', 'staff', 'doctor'] as const)('%s may not apply', async (role) => {
    const res = await post(server, APPLY, doctorForm(), as[role].auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await profileOf(as[role].user.id)).toBeUndefined();
  });

  test('applying needs a sign-in', async () => {
    const res = await post(server, APPLY, doctorForm());
    expect(res.status).toBe(401);
  });
});
