import type { Locator, Page } from 'playwright-core';
import { apiToken, DESK_VIEWPORT, windowShot } from '../../helpers/e2e';
import { formatDisplayDate } from '../../../src/shared/clinicDays';
import { env } from './environment';
import {
  addFamilyMember,
  approve,
  daysAhead,
  DOCTOR,
  doctorIdOf,
  makePatient,
  requestVisit,
  signedIn,
} from './booked-requests';

/**
 * A patient's appointments on a phone 412 px wide. The table once showed only the doctor's name:
 * the status sat cut ("Pendin") under the sticky Actions column, the date needed a sideways swipe,
 * and Cancel and Reschedule were 18 px tall. Each visit is now a card; this fails when a card's
 * status, date or time is missing, cut or covered, when the page scrolls sideways, or when an action
 * is less than 44 px tall. At the desk's width the table is still there.
 */
const PHONE = { width: 412, height: 915 };
const PATIENT = { name: 'Halima Danjuma', email: 'halima.danjuma@clinicbook.local', phone: '+2348025550188' };
const DAUGHTER = 'Zainab Danjuma';
const REQUEST = { date: daysAhead(13), time: '09:15' };
const FOR_DAUGHTER = { date: daysAhead(13), time: '16:45' };
const APPROVED = { date: daysAhead(14), time: '11:30' };
const TOUCH = 44;

let patientId = '';
const ids = { request: '', forDaughter: '', approved: '' };

beforeAll(async () => {
  const { db, baseUrl } = env.server;
  patientId = await makePatient(db, PATIENT);
  const token = await apiToken(baseUrl, PATIENT.email);
  const daughterId = await addFamilyMember(baseUrl, token, DAUGHTER);
  const doctorId = await doctorIdOf(db, DOCTOR.email);
  ids.request = await requestVisit(baseUrl, token, { doctorId, ...REQUEST });
  ids.forDaughter = await requestVisit(baseUrl, token, { doctorId, ...FOR_DAUGHTER, patientId: daughterId });
  ids.approved = await requestVisit(baseUrl, token, { doctorId, ...APPROVED });
  await approve(baseUrl, ids.approved, APPROVED.date);
});

/**
 * Why `target` is not shown whole, or null: its text outside the window, cut by a box that clips it
 * (an ellipsis, a hidden overflow) or wider than its own box, or something else drawn over its
 * middle (a sticky column over a cell).
 */
function unseenReason(target: Locator): Promise<string | null> {
  return target.evaluate((el: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const label = `"${el.textContent?.trim()}"`;
    if (box.width === 0 || box.height === 0) return `${label} has no size`;
    if (text.left < -0.5 || text.right > window.innerWidth + 0.5)
      return `${label} reaches outside the window (${Math.round(text.left)}–${Math.round(text.right)} px)`;
    if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      return `${label} is cut: ${el.scrollWidth} px of text in ${el.clientWidth} px`;
    for (let up = el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = up.getBoundingClientRect();
      if (text.left < clip.left - 0.5 || text.right > clip.right + 0.5)
        return `${label} is cut by ${up.className || up.tagName}`;
      if (up.scrollWidth > up.clientWidth + 1 && style.overflowX !== 'visible' && style.overflowX !== 'auto')
        return `${label} sits in ${up.className || up.tagName}, which cuts ${up.scrollWidth - up.clientWidth} px`;
    }
    const x = (Math.max(box.left, 0) + Math.min(box.right, window.innerWidth)) / 2;
    const y = box.top + box.height / 2;
    const onTop = document.elementFromPoint(x, y);
    if (!onTop || !(el.contains(onTop) || onTop.contains(el)))
      return `${label} is covered by ${onTop ? onTop.className || onTop.tagName : 'nothing'}`;
    return null;
  });
}

/** What shows one visit, scrolled into view: its card (or, were the table back, its row). */
async function visitOf(page: Page, id: string): Promise<Locator> {
  const visit = page.locator(`li[data-appointment="${id}"], tr[data-row-key="${id}"]`);
  await visit.scrollIntoViewIfNeeded();
  return visit;
}

/** The problems of one visit: each expected text missing or not shown whole, each action too small. */
async function visitProblems(card: Locator, texts: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const text of texts) {
    const found = card.getByText(text, { exact: true });
    if ((await found.count()) !== 1) {
      problems.push(`"${text}" is missing`);
      continue;
    }
    // read as a person would, scrolled to the middle of the screen, clear of the fixed header
    await found.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const reason = await unseenReason(found);
    if (reason) problems.push(reason);
  }
  const actions = card.getByRole('button');
  const count = await actions.count();
  if (count === 0) problems.push('the card has no actions');
  for (let i = 0; i < count; i++) {
    const action = actions.nth(i);
    const box = await action.boundingBox();
    const name = (await action.getAttribute('aria-label')) ?? (await action.innerText());
    if (!box || box.height < TOUCH) problems.push(`${name} is ${box?.height ?? 0} px tall`);
    else {
      const reason = await unseenReason(action);
      if (reason) problems.push(reason);
    }
  }
  return problems;
}

test('on a 412 px phone each visit is a card whose doctor, status, date and time show whole, with actions 44 px tall', async () => {
  const { baseUrl } = env.server;
  const page = await signedIn(
    env.browser,
    baseUrl,
    { email: PATIENT.email, userId: patientId, landing: '/' },
    PHONE,
  );
  await page.goto(`${baseUrl}/appointments`);
  await page.locator(`[data-appointment="${ids.approved}"], tr[data-row-key="${ids.approved}"]`).waitFor();

  const expected: Array<[string, string[]]> = [
    [
      ids.request,
      [
        DOCTOR.name,
        `for ${PATIENT.name}`,
        'Pending',
        `Requested: ${formatDisplayDate(REQUEST.date)}`,
        `Requested: ${REQUEST.time}`,
      ],
    ],
    [
      ids.forDaughter,
      [
        DOCTOR.name,
        `for ${DAUGHTER} (booked by ${PATIENT.name})`,
        'Pending',
        `Requested: ${formatDisplayDate(FOR_DAUGHTER.date)}`,
        `Requested: ${FOR_DAUGHTER.time}`,
      ],
    ],
    [ids.approved, [DOCTOR.name, 'Approved', formatDisplayDate(APPROVED.date), APPROVED.time]],
  ];
  const problems: string[] = [];
  for (const [id, texts] of expected) {
    const card = await visitOf(page, id);
    problems.push(...(await visitProblems(card, texts)).map((problem) => `${id}: ${problem}`));
    // a visit still to come can be moved or cancelled from its card
    for (const action of ['Reschedule', 'Cancel']) {
      const named = card.getByRole('button', { name: `${action} appointment with ${DOCTOR.name}` });
      if ((await named.count()) !== 1) problems.push(`${id}: no ${action}`);
    }
  }
  // nothing on the page needs a sideways swipe
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`the page scrolls ${overflow} px sideways`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await windowShot(page, 'pending-phone-appointments-412');
  expect(problems).toEqual([]);
  // antd cards in a list, not the table
  const cards = page.getByRole('list', { name: 'Appointments' }).locator(':scope > li > .ant-card');
  expect(await cards.count()).toBe(3);
  expect(await page.locator('.ant-table').count()).toBe(0);

  // Reschedule opens from a card
  const first = await visitOf(page, ids.request);
  await first.getByRole('button', { name: `Reschedule appointment with ${DOCTOR.name}` }).click();
  await page.getByRole('dialog').waitFor();
  await windowShot(page, 'pending-phone-reschedule-412');

  // at the desk's width the patient still has the table
  await page.setViewportSize(DESK_VIEWPORT);
  await page.keyboard.press('Escape');
  await page.getByRole('columnheader', { name: 'Doctor Name' }).waitFor();
  expect(await page.getByRole('list', { name: 'Appointments' }).count()).toBe(0);
  await page.context().close();
});
