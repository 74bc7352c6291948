import type { Page } from 'playwright-core';
import { DESK_VIEWPORT, NARROW_VIEWPORT, shotsAtBothWidths, signedInPage } from '../../helpers/e2e';
import { env } from './environment';

/**
 * In the page: for every row of the doctors table, the phone number's and the fee's text boxes, each
 * against its own cell (inside its padding) and against each other. What is wrong, in words.
 */
function phoneAndFeeProblems(): string[] {
  const table = [...document.querySelectorAll('.ant-table')].find((t) =>
    [...t.querySelectorAll('thead th')].some((th) => th.textContent?.trim() === 'Phone Number'),
  );
  if (!table) return ['no doctors table'];
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
  const phoneAt = headers.indexOf('Phone Number');
  const feeAt = headers.indexOf('Consultation Fee');
  const textBox = (cell: Element) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return range.getBoundingClientRect();
  };
  const inside = (cell: Element) => {
    const box = cell.getBoundingClientRect();
    const style = getComputedStyle(cell);
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
  };
  const problems: string[] = [];
  const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
  if (rows.length === 0) return ['no doctors listed'];
  for (const row of rows) {
    const cells = row.querySelectorAll('td');
    const [phone, fee] = [cells[phoneAt], cells[feeAt]];
    const [phoneText, feeText] = [textBox(phone), textBox(fee)];
    const said = `${phone.textContent} / ${fee.textContent}`;
    for (const [cell, text, what] of [
      [phone, phoneText, 'phone'],
      [fee, feeText, 'fee'],
    ] as const) {
      const room = inside(cell);
      if (text.left < room.left - 0.5 || text.right > room.right + 0.5) {
        problems.push(`${said}: the ${what} (${text.width.toFixed(1)} px) is wider than its cell`);
      }
    }
    const apart =
      phoneText.right <= feeText.left ||
      feeText.right <= phoneText.left ||
      phoneText.bottom <= feeText.top ||
      feeText.bottom <= phoneText.top;
    if (!apart) problems.push(`${said}: the phone number and the fee overlap`);
  }
  return problems;
}

async function problemsAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.locator('.ant-table-row').first().waitFor();
  // the table lays its columns out again for the new width before the next frame
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return page.evaluate(phoneAndFeeProblems);
}

test('the admin’s doctors list shows every phone number and fee whole, side by side, at 1366 and 768 px', async () => {
  const admin = await signedInPage(env.browser, env.server.baseUrl, 'admin@clinicbook.local', '/admin/home');
  await admin.goto(`${env.server.baseUrl}/admin/doctorslist`);
  await admin.getByRole('columnheader', { name: /^Phone Number/ }).waitFor();
  expect(await problemsAt(admin, DESK_VIEWPORT)).toEqual([]);
  expect(await problemsAt(admin, NARROW_VIEWPORT)).toEqual([]);
  await shotsAtBothWidths(admin, 'admin-doctors-list');
  await admin.context().close();
});
