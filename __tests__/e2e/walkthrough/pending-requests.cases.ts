import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { apiToken, DESK_VIEWPORT, userIdOf, windowShot } from '../../helpers/e2e';
import { formatDisplayDate } from '../../../src/shared/clinicDays';
import { env } from './environment';
import {
  addFamilyMember,
  daysAhead,
  DOCTOR,
  doctorIdOf,
  makePatient,
  requestVisit,
  signedIn,
} from './booked-requests';

/**
 * Two pending requests to one doctor on one day, a mother's own at 10:45 and her son's at 14:15:
 * every list that shows them (the patient's, the doctor's, the staff desk's) and both Excel exports
 * must tell them apart by the date and time each asked for, marked as requested, and by whom each is
 * for. They once both read "Scheduled Date: Not set, Appointment Time: Not set", and the desks' list
 * and export had no time at all.
 */
const HOLDER = { name: 'Nneka Anyaoku', email: 'nneka.anyaoku@clinicbook.local', phone: '+2348025550177' };
const SON = 'Obinna Anyaoku';
const SEARCH = 'Anyaoku';
const DATE = daysAhead(12);
const SHOWN_DATE = formatDisplayDate(DATE);

/** Each request: whom it is for, its time, and how each list names its patient. */
const REQUESTS = {
  own: { time: '10:45', patient: HOLDER.name, forLine: `for ${HOLDER.name}`, id: '' },
  son: {
    time: '14:15',
    patient: `for ${SON} (booked by ${HOLDER.name})`,
    forLine: `for ${SON} (booked by ${HOLDER.name})`,
    id: '',
  },
};

let holderId = '';

beforeAll(async () => {
  const { db, baseUrl } = env.server;
  holderId = await makePatient(db, HOLDER);
  const token = await apiToken(baseUrl, HOLDER.email);
  const sonId = await addFamilyMember(baseUrl, token, SON);
  const doctorId = await doctorIdOf(db, DOCTOR.email);
  REQUESTS.own.id = await requestVisit(baseUrl, token, { doctorId, date: DATE, time: REQUESTS.own.time });
  REQUESTS.son.id = await requestVisit(baseUrl, token, {
    doctorId,
    date: DATE,
    time: REQUESTS.son.time,
    patientId: sonId,
  });
});

/** A table row's visible text under each column title, white space made single. */
async function rowCells(page: Page, rowKey: string): Promise<Record<string, string>> {
  const row = page.locator(`tbody tr[data-row-key="${rowKey}"]`);
  await row.waitFor();
  return row.evaluate((tr) => {
    const table = tr.closest('table') as HTMLTableElement;
    const titles = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const text = (cell: Element) => ((cell as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
    return Object.fromEntries([...tr.children].map((cell, i) => [titles[i], text(cell)]));
  });
}

/** The downloaded workbook's 'Appointments' sheet as rows of texts, keyed by the header row. */
async function sheetRows(download: Download): Promise<Array<Record<string, string>>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const values = (workbook.getWorksheet('Appointments')?.getSheetValues() ?? [])
    .filter(Boolean)
    .map((row) => (row as unknown[]).slice(1).map((cell) => (cell == null ? '' : String(cell))));
  const [headers, ...rows] = values;
  return rows.map((row) => Object.fromEntries(headers.map((header, i) => [header, row[i] ?? ''])));
}

async function exportExcel(page: Page, button: string): Promise<Array<Record<string, string>>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/appointments\.xlsx$/);
  return sheetRows(download);
}

test("the patient's list shows each request's date and time, marked as requested, and whom it is for", async () => {
  const { baseUrl } = env.server;
  const page = await signedIn(
    env.browser,
    baseUrl,
    { email: HOLDER.email, userId: holderId, landing: '/' },
    DESK_VIEWPORT,
  );
  await page.goto(`${baseUrl}/appointments`);
  for (const request of Object.values(REQUESTS)) {
    const cells = await rowCells(page, request.id);
    expect(cells['Doctor Name']).toBe(`${DOCTOR.name} ${request.forLine}`);
    expect(cells['Scheduled Date']).toBe(`Requested: ${SHOWN_DATE}`);
    expect(cells['Appointment Time']).toBe(`Requested: ${request.time}`);
    expect(cells.Status).toBe('Pending');
  }
  await windowShot(page, 'pending-patient-list-1366');
  await page.context().close();
});

test("the doctor's list and Export Excel show each request's date and time, marked as requested, and whom it is for", async () => {
  const { baseUrl, db } = env.server;
  const page = await signedIn(
    env.browser,
    baseUrl,
    { email: DOCTOR.email, userId: await userIdOf(db, DOCTOR.email), landing: '/doctor/home' },
    DESK_VIEWPORT,
  );
  await page.goto(`${baseUrl}/doctor/appointments?search=${SEARCH}`);
  for (const request of Object.values(REQUESTS)) {
    const cells = await rowCells(page, request.id);
    expect(cells.Patient).toBe(request.patient);
    expect(cells['Scheduled Date']).toBe(`Requested: ${SHOWN_DATE} ${request.time}`);
    expect(cells.Status).toBe('Pending');
  }
  await windowShot(page, 'pending-doctor-list-1366');

  const rows = await exportExcel(page, 'Export Excel');
  expect(rows).toHaveLength(2);
  for (const request of Object.values(REQUESTS)) {
    expect(rows).toContainEqual(
      expect.objectContaining({
        Patient: request.patient,
        'Scheduled Date': `Requested: ${SHOWN_DATE}`,
        'Appointment Time': `Requested: ${request.time}`,
        Status: 'Pending',
      }),
    );
  }
  await page.context().close();
});

test("the staff desk's list and Export to Excel show each request's date and time, marked as requested, and whom it is for", async () => {
  const { baseUrl, db } = env.server;
  const staff = 'staff@clinicbook.local';
  const page = await signedIn(
    env.browser,
    baseUrl,
    { email: staff, userId: await userIdOf(db, staff), landing: '/staff/home' },
    DESK_VIEWPORT,
  );
  await page.goto(`${baseUrl}/staff/appointments-staff?search=${SEARCH}`);
  for (const request of Object.values(REQUESTS)) {
    const cells = await rowCells(page, request.id);
    expect(cells.Patient).toBe(request.patient);
    expect(cells['Doctor Name']).toBe('Emmanuel Etim');
    expect(cells['Scheduled Date']).toBe(`Requested: ${SHOWN_DATE} ${request.time}`);
    expect(cells.Status).toBe('Pending');
  }
  await windowShot(page, 'pending-desk-list-1366');

  const rows = await exportExcel(page, 'Export to Excel');
  expect(rows).toHaveLength(2);
  // the time column is filled on every row
  expect(rows.every((row) => /\d\d:\d\d$/.test(row.Time))).toBe(true);
  for (const request of Object.values(REQUESTS)) {
    expect(rows).toContainEqual(
      expect.objectContaining({
        Patient: request.patient,
        Doctor: 'Emmanuel Etim',
        Date: `Requested: ${SHOWN_DATE}`,
        Time: `Requested: ${request.time}`,
        Status: 'Pending',
      }),
    );
  }
  await page.context().close();
});
