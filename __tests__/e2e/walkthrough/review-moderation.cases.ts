import type { Page } from 'playwright-core';
import { TODAY } from '../../helpers/appointment-fixtures';
import {
  DESK_VIEWPORT,
  NARROW_VIEWPORT,
  apiCall,
  apiToken,
  choose,
  demoDoctor,
  shotsAtBothWidths,
  signedInPage,
  toastShown,
} from '../../helpers/e2e';
import { freshAccount } from '../../helpers/fresh-account';
import { addDays } from '../../../src/shared/clinicDays';
import { env } from './environment';

const DOCTOR = 'doctor1@clinicbook.local';
const WRITER = 'Ifeoma Chukwu';
const REVIEW_TEXT =
  'The nurse explained every step, and the doctor took the time to answer all my questions about the new medicine.';

/** A completed visit of a fresh patient with the demo doctor, reviewed through the API: the review's id. */
async function reviewOnHold(): Promise<string> {
  const { db, baseUrl } = env.server;
  const patient = await freshAccount(baseUrl, db, WRITER);
  const doctor = await demoDoctor(db, DOCTOR);
  const visit = await db
    .insertInto('appointments')
    .values({
      user_id: patient.user.id,
      doctor_id: doctor.id,
      date: addDays(TODAY, -3),
      time: '10:00',
      status: 'completed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const submitted = await apiCall(baseUrl, '/bookAppointment/submit-review', {
    body: { appointmentId: visit.id, rating: 4.5, comment: REVIEW_TEXT },
    token: patient.token,
  });
  expect(submitted.status).toBe(201);
  const review = await db
    .selectFrom('reviews')
    .select('id')
    .where('appointment_id', '=', visit.id)
    .executeTakeFirstOrThrow();
  return review.id;
}

/** The doctor's published reviews, as the doctor's own page reads them. */
async function publishedIds(): Promise<string[]> {
  const token = await apiToken(env.server.baseUrl, DOCTOR);
  const { reply } = await apiCall<{ reviews: Array<{ _id: string }> }>(
    env.server.baseUrl,
    '/doctor/get-my-reviews',
    { token },
  );
  return (reply.data?.reviews ?? []).map((r) => r._id);
}

/**
 * In the page: the moderation table's header cells that lie under its sticky column, or outside the
 * part of the table in view, by their words.
 */
function coveredColumns(): string[] {
  const table = document.querySelector('.ant-table');
  const view = table?.querySelector('.ant-table-content, .ant-table-body')?.getBoundingClientRect();
  if (!table || !view) return ['no table'];
  const headers = [...table.querySelectorAll('thead th')];
  const sticky = headers.filter((th) => /ant-table-cell-fix/.test(th.className));
  const covered: string[] = [];
  for (const th of headers) {
    if (sticky.includes(th)) continue;
    const box = th.getBoundingClientRect();
    const name = th.textContent?.trim() ?? '?';
    if (box.left < view.left - 0.5 || box.right > view.right + 0.5) covered.push(`${name}: out of view`);
    for (const fixed of sticky) {
      const over = fixed.getBoundingClientRect();
      if (box.right > over.left + 0.5 && box.left < over.right - 0.5) {
        covered.push(`${name}: under ${fixed.textContent?.trim()}`);
      }
    }
  }
  return covered;
}

async function coveredAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return page.evaluate(coveredColumns);
}

test('a moderator reads the review being judged, sees statuses in words, every column in view, and can unpublish an approved review', async () => {
  const reviewId = await reviewOnHold();
  const admin = await signedInPage(env.browser, env.server.baseUrl, 'admin@clinicbook.local', '/admin/home');

  // the whole list, reviews in every status with their admin comments: no column lies under a
  // sticky column, nor out of view, at either width
  await admin.goto(`${env.server.baseUrl}/admin/manage-review`);
  // the demo's approved reviews carry the admin comment 'Thank you'
  await admin.getByRole('row').filter({ hasText: 'Thank you' }).first().waitFor({ timeout: 10_000 });
  expect(await coveredAt(admin, DESK_VIEWPORT)).toEqual([]);
  expect(await coveredAt(admin, NARROW_VIEWPORT)).toEqual([]);
  await shotsAtBothWidths(admin, 'review-moderation-list');
  await admin.setViewportSize(DESK_VIEWPORT);

  await admin.getByPlaceholder('Search patient...').fill(WRITER);
  const row = admin.getByRole('row').filter({ hasText: WRITER });
  await row.first().waitFor();

  // the status reads as a word, not as the stored value
  await row.getByText('On hold', { exact: true }).waitFor({ timeout: 10_000 });
  expect(await row.locator('.ant-tag').innerText()).toBe('On hold');

  // the moderation dialog shows the review whole: its stars and all of its text
  await row.getByRole('button', { name: `Update review by ${WRITER}` }).click();
  const update = admin.getByRole('dialog', { name: 'Update Feedback' });
  const judged = update.getByRole('region', { name: `Review by ${WRITER}` });
  await judged.getByRole('img', { name: 'Rated 4.5 out of 5' }).waitFor();
  expect(await judged.innerText()).toContain(REVIEW_TEXT);
  await shotsAtBothWidths(admin, 'review-moderation-update-dialog');
  await admin.setViewportSize(DESK_VIEWPORT);
  await choose(admin, 'Status', 'Approved');
  await update.getByLabel('Admin Comment').fill('Helpful and polite');
  await update.getByRole('button', { name: 'Update' }).click();
  await toastShown(admin, 'Review status updated successfully');
  await update.waitFor({ state: 'detached' });
  await row.getByText('Approved', { exact: true }).waitFor();
  expect(await publishedIds()).toContain(reviewId);

  // an approved review can be taken down again: it goes back on hold and off the doctor's page
  await row.getByRole('button', { name: `Unpublish review by ${WRITER}` }).click();
  const unpublish = admin.getByRole('dialog', { name: 'Unpublish review' });
  const again = unpublish.getByRole('region', { name: `Review by ${WRITER}` });
  await again.getByRole('img', { name: 'Rated 4.5 out of 5' }).waitFor();
  expect(await again.innerText()).toContain(REVIEW_TEXT);
  await unpublish.getByLabel('Admin Comment').fill('The patient asked us to take it down');
  await shotsAtBothWidths(admin, 'review-moderation-unpublish-dialog');
  await admin.setViewportSize(DESK_VIEWPORT);
  await unpublish.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await toastShown(admin, 'Review unpublished and put back on hold');
  await unpublish.waitFor({ state: 'detached' });
  await row.getByText('On hold', { exact: true }).waitFor();
  await row.getByRole('button', { name: `Update review by ${WRITER}` }).waitFor();
  expect(await publishedIds()).not.toContain(reviewId);
  const stored = await env.server.db
    .selectFrom('reviews')
    .select(['status', 'admin_comment'])
    .where('id', '=', reviewId)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ status: 'hold', admin_comment: 'The patient asked us to take it down' });
  await admin.context().close();
});
