import { sql } from 'kysely';
import { e2eEnvironment, fitsTheWindow, shotsAtBothWidths, signedInPage, watchConsole } from '../helpers/e2e';

const env = e2eEnvironment();
const REASON = 'Second opinion asked by the patient’s cardiologist';

/**
 * A demo doctor and a demo patient (with an account) who has never had a visit with them, the first
 * such pair in the demo data's order.
 */
async function strangers() {
  const { rows } = await sql<{
    doctorEmail: string;
    doctorName: string;
    patientName: string;
    patientEmail: string;
  }>`SELECT du.email AS "doctorEmail", du.name AS "doctorName", p.name AS "patientName", p.email AS "patientEmail"
    FROM doctors d JOIN users du ON du.id = d.user_id CROSS JOIN users p
    WHERE du.email LIKE 'doctor%@clinicbook.local' AND p.email LIKE 'patient%@clinicbook.local'
      AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.doctor_id = d.id AND a.user_id = p.id)
    ORDER BY length(du.email), du.email, length(p.email), p.email LIMIT 1`.execute(env.server.db);
  expect(rows).toHaveLength(1);
  return rows[0];
}

test('a doctor finds a patient who never saw them, says why, reads the record; the patient sees the look and the reason', async () => {
  const { baseUrl } = env.server;
  const pair = await strangers();
  const patient = { name: pair.patientName, email: pair.patientEmail };

  const page = await signedInPage(env.browser, baseUrl, pair.doctorEmail, '/doctor/home');
  const problems = watchConsole(page);
  await page.getByRole('menuitem', { name: 'Patients' }).click();
  await page.waitForURL(`${baseUrl}/doctor/patients`);
  await page.getByText('Type a name, phone number or email to find a patient.').waitFor();
  await page.getByRole('textbox', { name: 'Search patients by name, phone or email' }).fill(patient.email);
  const open = page.getByRole('link', { name: `Open the record of ${patient.name}` });
  await open.waitFor();
  await shotsAtBothWidths(page, 'doctor-patient-search', true);
  await page.setViewportSize({ width: 1366, height: 768 });
  await open.click();

  // asked why; a blank reason is refused in words
  const dialog = page.getByRole('dialog', { name: 'Why are you opening this record?' });
  await dialog.getByText(/This patient has no visit with you/).waitFor();
  await dialog.getByRole('button', { name: 'Open record' }).click();
  await dialog.getByText('Please say why you are opening this record').waitFor();
  await shotsAtBothWidths(page, 'doctor-patient-reason');
  await page.setViewportSize({ width: 1366, height: 768 });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Open record' }).click();

  await page.getByRole('heading', { name: patient.name }).waitFor();
  await page.getByText(patient.email, { exact: true }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await shotsAtBothWidths(page, 'doctor-patient-record', true);
  await page.setViewportSize({ width: 768, height: 1024 });
  await fitsTheWindow(page);
  // the one refusal that asked why is the browser's only complaint
  expect(problems).toEqual([
    'Failed to load resource: the server responded with a status of 403 (Forbidden)',
  ]);
  await page.context().close();

  // the patient sees the doctor's look, with the reason, on their profile
  const mine = await signedInPage(env.browser, baseUrl, patient.email, '/');
  const theirs = watchConsole(mine);
  await mine.goto(`${baseUrl}/profile`);
  const list = mine.getByLabel('Who has looked at my record', { exact: true });
  const entry = list.getByRole('listitem').filter({ hasText: pair.doctorName });
  await entry.first().waitFor();
  await entry.first().getByText('Doctor', { exact: true }).waitFor();
  await entry
    .first()
    .getByText(/Patient record/)
    .waitFor();
  await entry.first().getByText(`Reason given: ${REASON}`).waitFor();
  await list.scrollIntoViewIfNeeded();
  await shotsAtBothWidths(mine, 'doctor-patient-profile');
  expect(theirs).toEqual([]);
  await mine.context().close();
});
