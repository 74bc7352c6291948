import type { Page } from 'playwright-core';

/** What the bench leaves on the page's window while it waits for the page to show something. */
export type Timed = Window & { __timed?: Promise<number>; __lastKey?: number };

/**
 * Leaves the approve modal's schedule date as the modal fills it in (the visit's next clinic day),
 * or, when it offers none, opens the date picker and picks its first enabled day (this month or the
 * next two).
 */
async function pickFirstClinicDay(page: Page) {
  const field = page.getByRole('dialog').getByLabel('Schedule date');
  if (await field.inputValue()) return;
  await field.click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  for (let month = 0; month < 3; month++) {
    const title = await dropdown.locator('.ant-picker-header-view').textContent();
    const enabled = dropdown.locator('.ant-picker-cell-in-view:not(.ant-picker-cell-disabled)');
    if ((await enabled.count()) > 0) {
      await enabled.first().click();
      await dropdown.waitFor({ state: 'hidden' });
      return;
    }
    await dropdown.locator('.ant-picker-header-next-btn').click();
    await dropdown
      .locator('.ant-picker-header-view')
      .filter({ hasNotText: title ?? '' })
      .waitFor();
  }
  throw new Error('the approve modal offered no clinic day in three months');
}

/** Approves the first pending row through the modal; milliseconds from OK to its Approved badge. */
export async function approveToRow(page: Page): Promise<number> {
  const approveButton = { name: /^Approve appointment of/ };
  const row = page
    .locator('tr.ant-table-row')
    .filter({ has: page.getByRole('button', approveButton) })
    .first();
  const key = await row.getAttribute('data-row-key', { timeout: 10_000 }).catch(() => null);
  if (!key) throw new Error('no pending row with an Approve button on the first page');
  await row.getByRole('button', approveButton).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Appointment' });
  await dialog.getByLabel('Comment').fill('Approved by the scale bench');
  await pickFirstClinicDay(page);
  // (no named functions inside: tsx would wrap them in a helper the page does not have)
  await page.evaluate((rowKey) => {
    let clicked = 0;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('.ant-modal-footer .ant-btn-primary'))
          clicked = event.timeStamp;
      },
      { capture: true },
    );
    (window as Timed).__timed = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('the row showed no Approved badge within 30 s')), 30_000);
      const observer = new MutationObserver(() => {
        const tr = document.querySelector(`tr[data-row-key="${rowKey}"]`);
        const badges = [...(tr?.querySelectorAll('.ant-tag') ?? [])].map((tag) => tag.textContent);
        if (!clicked || !badges.includes('Approved')) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clicked));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, key);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  const ms = await page.evaluate(() => (window as Timed).__timed as Promise<number>);
  await dialog.waitFor({ state: 'detached' });
  return ms;
}
