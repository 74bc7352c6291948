import { startTestServer, type TestServer } from '../../helpers/server-app';
import { post } from '../../helpers/server-calls';
import { registerSmartClient } from '../../helpers/peers/smart-client';
import { fhirGet } from '../../helpers/scenarios/fhir-pages';
import {
  STATUS,
  TODAY,
  book,
  clinicDateOf,
  dmy,
  quickDoctor,
  quickUser,
  type QuickDoctor,
  type QuickUser,
} from '../../helpers/appointment-fixtures';
import { addDays } from '../../../src/shared/clinicDays';

/**
 * A doctor's leave as a system reads it over FHIR: the leave's dates are busy-unavailable Slots,
 * the visit it cancelled is a cancelled Appointment giving the leave's reason, and the visit the
 * patient kept with the substitute is the substitute's Appointment, booked once they approve it.
 */
let server: TestServer;
let token: string;
let away: QuickDoctor;
let cover: QuickDoctor;
let patient: QuickUser;
let cancelledId: string;
let movedId: string;
const DATE = clinicDateOf(['Everyday'], addDays(TODAY, 3));

beforeAll(async () => {
  server = await startTestServer();
  const admin = await quickUser(server, { flags: { is_admin: true } });
  away = await quickDoctor(server, { firstName: 'Away' });
  cover = await quickDoctor(server, { firstName: 'Cover' });
  patient = await quickUser(server, { name: 'Ada Obi' });
  cancelledId = await book(server, patient, away, DATE, '10:00');
  const leave = await post(
    server,
    '/api/doctor/record-leave',
    {
      doctorId: away.doctor.id,
      from: dmy(DATE),
      to: dmy(addDays(DATE, 1)),
      reason: 'Annual leave',
      substituteDoctorId: cover.doctor.id,
    },
    admin.auth,
  );
  expect(leave.status).toBe(200);
  const mail = await server.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('user_id', '=', patient.user.id)
    .where('kind', '=', 'clinic-closed')
    .executeTakeFirstOrThrow();
  const key = /\/leave-offer\/([A-Za-z0-9_-]{32})/.exec(mail.text_body)![1];
  expect((await post(server, '/api/leave-offer/accept', { key })).status).toBe(200);
  const offer = await server.db
    .selectFrom('leave_offers')
    .select('moved_to')
    .where('appointment_id', '=', cancelledId)
    .executeTakeFirstOrThrow();
  movedId = offer.moved_to!;
  const approved = await post(
    server,
    STATUS,
    { appointmentId: movedId, status: 'approved', comment: 'See you then', schedule_date: dmy(DATE) },
    cover.auth,
  );
  expect(approved.status).toBe(200);
  token = await (await registerSmartClient(server, { scopes: ['system/*.rs'] })).token();
});
afterAll(() => server.close());

test("Slot search shows the leave's dates busy-unavailable, the day after free, the substitute's day free", async () => {
  const search = (doctor: QuickDoctor) =>
    fhirGet(
      server,
      token,
      `/Slot?schedule=Schedule/${doctor.doctor.id}&start=ge${DATE}&start=lt${addDays(DATE, 3)}`,
    );
  const statuses = async (doctor: QuickDoctor) => {
    const { status, body } = await search(doctor);
    expect(status).toBe(200);
    return (body.entry ?? []).map((e) => [e.resource!.id, (e.resource as fhir4.Slot).status]);
  };
  expect(await statuses(away)).toEqual([
    [`${away.doctor.id}.${DATE}`, 'busy-unavailable'],
    [`${away.doctor.id}.${addDays(DATE, 1)}`, 'busy-unavailable'],
    [`${away.doctor.id}.${addDays(DATE, 2)}`, 'free'],
  ]);
  expect((await statuses(cover))[0]).toEqual([`${cover.doctor.id}.${DATE}`, 'free']);
  // a search by status finds the leave's days among the doctor's
  const unavailable = await fhirGet(
    server,
    token,
    `/Slot?schedule=Schedule/${away.doctor.id}&status=busy-unavailable&start=ge${DATE}&start=lt${addDays(DATE, 3)}`,
  );
  expect(unavailable.body.entry?.map((e) => e.resource!.id)).toEqual([
    `${away.doctor.id}.${DATE}`,
    `${away.doctor.id}.${addDays(DATE, 1)}`,
  ]);
});

test("the moved visit's Appointment is cancelled with the leave's reason; the substitute's is booked", async () => {
  const cancelled = await fhirGet(server, token, `/Appointment/${cancelledId}`);
  expect(cancelled.status).toBe(200);
  const was = cancelled.body as unknown as fhir4.Appointment;
  expect({
    status: was.status,
    reason: was.cancelationReason?.text,
    slot: was.slot?.[0]?.reference,
    practitioner: was.participant.find((p) => p.actor?.reference?.startsWith('Practitioner/'))?.actor
      ?.reference,
  }).toEqual({
    status: 'cancelled',
    reason: `Dr. Away Eze is not holding clinic on ${dmy(DATE)}: Annual leave`,
    slot: `Slot/${away.doctor.id}.${DATE}`,
    practitioner: `Practitioner/${away.doctor.id}`,
  });

  const moved = await fhirGet(server, token, `/Appointment/${movedId}`);
  expect(moved.status).toBe(200);
  const now = moved.body as unknown as fhir4.Appointment;
  expect({
    status: now.status,
    reason: now.cancelationReason,
    slot: now.slot?.[0]?.reference,
    practitioner: now.participant.find((p) => p.actor?.reference?.startsWith('Practitioner/'))?.actor
      ?.reference,
    patient: now.participant.find((p) => p.actor?.reference?.startsWith('Patient/'))?.actor?.reference,
  }).toEqual({
    status: 'booked',
    reason: undefined,
    slot: `Slot/${cover.doctor.id}.${DATE}`,
    practitioner: `Practitioner/${cover.doctor.id}`,
    patient: `Patient/${patient.user.id}`,
  });

  // the patient's visits as a system lists them: the cancelled one and the one kept
  const listed = await fhirGet(server, token, `/Appointment?patient=Patient/${patient.user.id}`);
  expect(
    (listed.body.entry ?? [])
      .map((e) => [e.resource!.id, (e.resource as fhir4.Appointment).status])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  ).toEqual(
    [
      [cancelledId, 'cancelled'],
      [movedId, 'booked'],
    ].sort(([a], [b]) => a.localeCompare(b)),
  );
});
