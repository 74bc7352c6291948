import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Workbook } from 'exceljs';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { fastUser, filterAppointments, numberedPatients, servicesAnswer } from './fixtures';

const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });
const LIST = '/admin/get-all-appointments';
const EXPORT_SIZE = '100';

/** 250 approved visits among 310, the approved ones every fifth row left pending. */
const ROWS: Appointment[] = numberedPatients(310).map((a, i) =>
  i % 5 === 4 && i < 300 ? a : { ...a, status: 'approved' },
);
const APPROVED = ROWS.filter((a) => a.status === 'approved').map((a) => a.userInfo.name);

/** Catches the file the page hands the browser to download. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:export' && blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

function showPage(route: string) {
  // export pages answer a little late, so the progress has time to show
  const list = pagedList(LIST, ROWS, {
    filter: filterAppointments,
    delay: (query) => (query.get('pageSize') === EXPORT_SIZE ? 30 : 0),
  });
  server.use(list.handler, servicesAnswer(['Cardiology']));
  renderWithProviders(<AdminAppointmentsPage />, {
    route,
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  return list;
}

afterEach(() => jest.restoreAllMocks());

test('Export to Excel holds every row of the filtered, sorted list, read 100 at a time with progress shown', async () => {
  const user = fastUser();
  const saved = catchDownloads();
  const list = showPage('/?status=approved&sort=patient&order=desc&page=2');
  await screen.findByText(APPROVED.at(-11) as string); // page 2, Z to A

  await user.click(screen.getByText('Export to Excel'));
  expect(await screen.findByText(/^Exporting… \d+%$/)).toBeInTheDocument();
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });
  expect(saved[0].name).toBe('appointments.xlsx');

  const workbook = new Workbook();
  await workbook.xlsx.load(await saved[0].blob.arrayBuffer());
  const sheet = workbook.getWorksheet('Appointments');
  const patients = sheet?.getColumn(1).values.slice(2); // [0] is empty, [1] the header
  expect(patients).toEqual([...APPROVED].reverse());
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Patient',
    'Service',
    'Doctor',
    'Clinic Day',
    'Date',
    'Time',
    'Status',
  ]);
  expect(sheet?.getRow(2).getCell(6).value).toBe('10:00');
  expect(sheet?.getRow(2).getCell(7).value).toBe('Approved');

  const exportReads = list.queries.filter((q) => q.get('pageSize') === EXPORT_SIZE);
  expect(exportReads.map((q) => q.get('page')).sort()).toEqual(['1', '2', '3']);
  for (const query of exportReads) {
    expect(query.get('status')).toBe('approved');
    expect(query.get('sort')).toBe('patient');
    expect(query.get('order')).toBe('desc');
  }
  expect(await screen.findByText('Export to Excel')).toBeInTheDocument();
});

test('a page that cannot be read ends the export with Something went wrong; nothing to export disables the buttons', async () => {
  const user = fastUser();
  const saved = catchDownloads();
  const list = showPage('/?status=approved');
  server.use(
    http.get(`http://localhost/api${LIST}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('pageSize') === EXPORT_SIZE && query.get('page') === '2')
        return HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 });
      return undefined; // every other read: the list itself
    }),
  );
  await screen.findByText(APPROVED[0]);

  await user.click(screen.getByText('Export to Excel'));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  expect(await screen.findByText('Export to Excel')).toBeInTheDocument();
  expect(saved).toEqual([]);

  // a search that matches nobody: the page says so, and there is nothing to export
  await user.click(screen.getByPlaceholderText('Search patient...'));
  await user.paste('nobody');
  expect(await screen.findByText('No appointments found')).toBeInTheDocument();
  expect(list.queries.at(-1)?.get('search')).toBe('nobody');
  expect(screen.getByText('Export to Excel').closest('button')).toBeDisabled();
  expect(screen.getByText('Export to PDF').closest('button')).toBeDisabled();
});
