import { apiCall, apiToken, signedInPage } from '../../helpers/e2e';
import { env } from './environment';
import { checkInAtDesk, shotsOf, visitsToday } from './clinic-day-visits';

/** Dr. Folake Ogunleye: the demo gives her no visits today, so her queue is this file's alone. */
const DOCTOR = 'doctor4@clinicbook.local';

test('Call next with a patient still in the room asks first; Stay keeps them, Finish and call next sees them out and calls the next', async () => {
  const { baseUrl, db } = env.server;
  const { doctor, visits } = await visitsToday(DOCTOR, ['Kemi Roomfirst', 'Tobi Waitsnext']);
  const [inRoom, waiting] = visits;
  const [inRoomNumber, waitingNumber] = await checkInAtDesk(visits.map((v) => v.id));

  const page = await signedInPage(env.browser, baseUrl, DOCTOR, '/doctor/home');
  await page.goto(`${baseUrl}/doctor/today`);
  await page.getByRole('list', { name: 'Waiting patients' }).getByText(waiting.name).waitFor();
  const callNext = page.getByRole('button', { name: 'Call next' });
  await callNext.click();
  await page.locator('.ant-message').getByText(`Now serving ${inRoomNumber}`).waitFor();
  await page.getByText(`${inRoomNumber} · ${inRoom.name}`).waitFor();

  // with someone in the room the doctor is asked, and nobody else is called meanwhile
  await callNext.click();
  const asked = page.getByRole('dialog', { name: `${inRoomNumber} · ${inRoom.name} is still with you` });
  await asked.waitFor();
  await shotsOf(page, 'call-next-asks');
  await asked.getByRole('button', { name: `Stay with ${inRoomNumber}` }).click();
  await asked.waitFor({ state: 'hidden' });
  const stateOf = async (appointmentId: string) =>
    (
      await db
        .selectFrom('clinic_visits')
        .select('state')
        .where('appointment_id', '=', appointmentId)
        .executeTakeFirstOrThrow()
    ).state;
  expect(await stateOf(inRoom.id)).toBe('in-consultation');
  expect(await stateOf(waiting.id)).toBe('arrived');
  const textsTo = (appointmentId: string) =>
    db
      .selectFrom('sms_outbox')
      .select('body')
      .where('appointment_id', '=', appointmentId)
      .where('kind', '=', 'called')
      .execute();
  expect(await textsTo(waiting.id)).toEqual([]);

  // the server holds the rule whoever asks: a call without finishing first changes nothing
  const token = await apiToken(baseUrl, DOCTOR);
  const refused = await apiCall(baseUrl, '/desk/call-next', { body: { doctorId: doctor.id }, token });
  expect(refused.status).toBe(409);
  expect(refused.reply.message).toBe(
    `${inRoomNumber} is still with the doctor. Finish that visit before calling the next patient.`,
  );
  expect(await stateOf(waiting.id)).toBe('arrived');

  await callNext.click();
  await asked.getByRole('button', { name: `Finish ${inRoomNumber} and call next` }).click();
  // what stays on screen says it (the toast "Now serving …" may come and go while the unseen
  // notifications' card is being closed)
  const withYou = page.locator('.ant-card', { hasText: 'With you now' });
  await withYou.getByText(`${waitingNumber} · ${waiting.name}`).waitFor();
  await expect(withYou.getByText(inRoom.name).count()).resolves.toBe(0);
  const toWriteUp = page.locator('.ant-card', { hasText: 'Seen today, notes to write' });
  await toWriteUp.getByText(`${inRoomNumber} · ${inRoom.name}`).waitFor();
  expect(await stateOf(inRoom.id)).toBe('seen');
  expect(await textsTo(waiting.id)).toHaveLength(1);
  await shotsOf(page, 'call-next-finished');
  await page.context().close();
});
