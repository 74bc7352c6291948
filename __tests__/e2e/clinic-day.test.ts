import type { Page } from 'playwright-core';
import {
  apiCall,
  apiToken,
  demoDoctor,
  e2eEnvironment,
  shotsAtBothWidths,
  signedInPage,
} from '../helpers/e2e';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/clinicTime';

const env = e2eEnvironment();
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 768 };

/** Two visits due today with doctor1, for patient1 (who watches their place) and patient2. */
async function twoVisitsToday() {
  const { db } = env.server;
  const today = clinicToday(DEFAULT_CLINIC_TIMEZONE);
  const doctor = await demoDoctor(db, 'doctor1@clinicbook.local');
  const patients = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', 'in', ['patient1@clinicbook.local', 'patient2@clinicbook.local'])
    .orderBy('email')
    .execute();
  for (const [i, patient] of patients.entries()) {
    await db
      .insertInto('appointments')
      .values({
        user_id: patient.id,
        doctor_id: doctor.id,
        date: today,
        time: `0${7 + i}:30`,
        status: 'approved',
        schedule_date: today,
        comment: null,
        approved_by_name: 'Demo Staff',
        approved_at: new Date(),
      })
      .execute();
  }
  return {
    doctor,
    doctorName: `Dr. ${doctor.first_name} ${doctor.last_name}`,
    watcher: patients[0],
    other: patients[1],
  };
}

/** Marks the page so a reload (which would drop the mark) fails the test. */
const markLoaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

const shots = (page: Page, name: string) => shotsAtBothWidths(page, name);

test('the desk checks in two, the doctor calls next; the patient’s place and the board follow without a reload', async () => {
  const { baseUrl } = env.server;
  const { doctor, doctorName, watcher, other } = await twoVisitsToday();
  const adminToken = await apiToken(baseUrl, 'admin@clinicbook.local');
  const made = await apiCall<{ key: string }>(baseUrl, '/admin/create-display', {
    body: { name: 'Waiting room', doctorIds: [doctor.id] },
    token: adminToken,
  });
  expect(made.status).toBe(201);

  // the patient's phone, live once its push channel is connected
  const phone = await signedInPage(env.browser, baseUrl, watcher.email, '/', PHONE);
  await phone.locator('.notification-bell[data-live="true"]').waitFor({ timeout: 15_000 });
  await markLoaded(phone);

  const board = await (await env.browser.newContext({ viewport: DESK })).newPage();
  await board.goto(`${baseUrl}/board?key=${made.reply.data?.key}`);
  const line = board.getByRole('region', { name: doctorName });
  await line.waitFor();
  await markLoaded(board);

  const desk = await signedInPage(env.browser, baseUrl, 'staff@clinicbook.local', '/staff/home');
  await desk.goto(`${baseUrl}/staff/today?doctorId=${doctor.id}`);
  const rowOf = (name: string) => desk.getByRole('row', { name: new RegExp(name) });
  await rowOf(other.name).getByRole('button', { name: 'Check in' }).click();
  // the demo's two on-duty doctors began the day with A and B: doctor1's numbers carry C
  await desk.locator('.ant-message').getByText(`${other.name} checked in: C-001`).waitFor();
  // the second by keyboard alone: focus the row, press Enter
  await rowOf(watcher.name).focus();
  await desk.keyboard.press('Enter');
  await desk.locator('.ant-message').getByText(`${watcher.name} checked in: C-002`).waitFor();

  await phone
    .getByText(new RegExp(`^You are 2nd in line for ${doctorName} — about \\d+ minutes?$`))
    .waitFor();
  // the next numbers, each with the time its call is expected
  const next = line.getByRole('listitem');
  await next.filter({ hasText: 'C-002' }).waitFor();
  expect(await next.allInnerTexts()).toEqual([
    expect.stringMatching(/^C-001\s+about \d\d:\d\d$/),
    expect.stringMatching(/^C-002\s+about \d\d:\d\d$/),
  ]);

  const doctorPage = await signedInPage(env.browser, baseUrl, 'doctor1@clinicbook.local', '/doctor/home');
  await doctorPage.goto(`${baseUrl}/doctor/today`);
  await doctorPage.getByRole('list', { name: 'Waiting patients' }).getByText(other.name).waitFor();
  await doctorPage.getByRole('button', { name: 'Call next' }).click();
  await doctorPage.locator('.ant-message').getByText('Now serving C-001').waitFor();
  await doctorPage.getByText(`C-001 · ${other.name}`).waitFor();

  await phone.getByText(`You are next for ${doctorName}`).waitFor();
  await line.getByText('C-001', { exact: true }).waitFor();
  await line.getByText('C-002', { exact: true }).waitFor();
  expect(await stayed(phone)).toBe(true);
  expect(await stayed(board)).toBe(true);
  // the board never names a patient
  const boardText = await board.locator('body').innerText();
  expect(boardText).not.toContain(other.name);
  expect(boardText).not.toContain(watcher.name);

  await shots(desk, 'today-desk');
  await shots(doctorPage, 'today-doctor');
  await shots(board, 'board');
  await shots(phone, 'patient-place');
});
