import { apiCall, shotsAtBothWidths, signedInPage, toastShown } from '../../helpers/e2e';
import { freshAccount } from '../../helpers/fresh-account';
import { env } from './environment';

const APPLICATION = {
  firstName: 'Zainab',
  lastName: 'Lawal',
  email: 'zainab.lawal@example.com',
  phoneNumber: '0803 555 0177',
  gender: 'female',
  service: 'General Practice',
  location: 'Yaba',
  specialization: 'Family Medicine',
  experience: 7,
  feePerConsultation: 9500,
  totalSlots: 10,
  clinicDay: ['Monday', 'Thursday'],
  appointmentTime: ['09:00', '15:00'],
};
const NAME = 'Dr. Zainab Lawal';

const statusOf = async (userId: string) =>
  (
    await env.server.db
      .selectFrom('doctors')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).status;

test('approving an application shows it whole and asks first; the button then under the pointer is harmless', async () => {
  const applicant = await freshAccount(env.server.baseUrl, env.server.db, 'Zainab Lawal');
  const applied = await apiCall(env.server.baseUrl, '/user/apply-appointment-service', {
    body: APPLICATION,
    token: applicant.token,
  });
  expect(applied.status).toBe(201);

  const admin = await signedInPage(env.browser, env.server.baseUrl, 'admin@clinicbook.local', '/admin/home');
  await admin.goto(`${env.server.baseUrl}/admin/doctorslist`);
  await admin.getByPlaceholder('Search doctors...').fill('Zainab Lawal');
  // the search has reached the server and its one row is drawn, where it stays
  await admin.waitForFunction(() => {
    const table = document.querySelector('.ant-table');
    const busy = table?.closest('.ant-spin-container')?.classList.contains('ant-spin-blur');
    return table?.querySelectorAll('tbody tr.ant-table-row').length === 1 && !busy;
  });
  const row = admin.getByRole('row', { name: /Zainab Lawal/ });
  const approve = row.getByRole('button', { name: `Approve ${NAME}` });
  await approve.waitFor();
  const spot = await approve.boundingBox();
  if (!spot) throw new Error('the Approve button has no box');

  // one click opens the application; nothing is approved yet
  await approve.click();
  const dialog = admin.getByRole('dialog', { name: `Approve the application of ${NAME}?` });
  await dialog.waitFor({ timeout: 10_000 });
  expect(await statusOf(applicant.user.id)).toBe('pending');
  const details = dialog.getByRole('region', { name: `Application of ${NAME}` });
  const shown = await details.innerText();
  for (const fact of [
    NAME,
    'Female',
    'General Practice',
    'Family Medicine',
    'Yaba',
    'zainab.lawal@example.com',
    '+2348035550177',
    '7 years',
    '₦9,500',
    'Monday',
    'Thursday',
    '09:00 - 15:00',
  ]) {
    expect(shown).toContain(fact);
  }
  expect(shown).toMatch(/Total Slots\s+10/);
  await shotsAtBothWidths(admin, 'approve-application-dialog');
  await admin.setViewportSize({ width: 1366, height: 768 });

  // Cancel leaves the application as it was
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await statusOf(applicant.user.id)).toBe('pending');

  // confirmed in the dialog, it is approved
  await approve.click();
  const confirm = dialog.getByRole('button', { name: 'Approve', exact: true });
  const confirmSpot = await confirm.boundingBox();
  if (!confirmSpot) throw new Error('the dialog’s Approve button has no box');
  await confirm.click();
  await toastShown(admin, 'Doctor approved successfully');
  await dialog.waitFor({ state: 'detached' });
  expect(await statusOf(applicant.user.id)).toBe('approved');
  await row.getByRole('button', { name: `Block ${NAME}` }).waitFor();

  // where the pointer pressed Approve, in the row and in the dialog, no destructive button now waits
  const centre = (box: { x: number; y: number; width: number; height: number }) => ({
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  for (const point of [centre(spot), centre(confirmSpot)]) {
    const underPointer = await admin.evaluate(({ x, y }) => {
      const button = document.elementFromPoint(x, y)?.closest('button');
      return button ? { label: button.getAttribute('aria-label') ?? button.textContent } : null;
    }, point);
    const danger = await admin.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.ant-btn-dangerous')),
      point,
    );
    expect({ underPointer, danger }).toEqual({ underPointer, danger: false });
  }
  expect(await row.getByRole('button').allInnerTexts()).toEqual([
    'Update',
    'Block',
    'Close clinic day',
    'Record leave',
  ]);

  // and Block itself asks before it blocks
  await row.getByRole('button', { name: `Block ${NAME}` }).click();
  const ask = admin.locator('.ant-popconfirm').filter({ hasText: 'Block this doctor?' });
  await ask.waitFor();
  expect(await statusOf(applicant.user.id)).toBe('approved');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect(await statusOf(applicant.user.id)).toBe('approved');
  await shotsAtBothWidths(admin, 'approve-application-after');
  await admin.context().close();
});
