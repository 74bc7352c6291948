import { screen, waitFor } from '@testing-library/react';
import { Workbook } from 'exceljs';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import AdminAppointmentsPage from '../../../src/client/features/appointments/pages/AdminAppointmentsPage';
import { fastUser, numberedPatients, servicesAnswer } from './fixtures';

/**
 * A list longer than the server counts ahead (LIST_COUNT_LOOKAHEAD; 100 here so the test
 * stays small): the table says "at least", and an export still reads every row, to the short page
 * at the end, showing the rows read while the length is unknown.
 */
const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });
const LIST = '/admin/get-all-appointments';
const ROWS = numberedPatients(330);

test('a capped count shows as "N+ found", and the export reads past it to the last row', async () => {
  const user = fastUser();
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const list = pagedList(LIST, ROWS, {
    countLookahead: 100,
    // export pages answer a little late, so the progress has time to show
    delay: (query) => (query.get('pageSize') === '100' ? 30 : 0),
  });
  server.use(list.handler, servicesAnswer(['Cardiology']));
  renderWithProviders(<AdminAppointmentsPage />, {
    route: '/',
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });

  expect(await screen.findByText('100+ found')).toBeInTheDocument();
  expect(screen.getByTitle('10')).toBeInTheDocument(); // 100 rows counted: ten pages offered so far

  await user.click(screen.getByText('Export to Excel'));
  expect(await screen.findByText(/^Exporting… [\d,]+ rows$/)).toBeInTheDocument();
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });
  const workbook = new Workbook();
  await workbook.xlsx.load(await saved[0].arrayBuffer());
  const patients = workbook.getWorksheet('Appointments')?.getColumn(1).values.slice(2);
  expect(patients).toEqual(ROWS.map((a) => a.userInfo.name));

  // pages 1–4 hold rows; the reads stop once page 4 came back short (at most the readers then in flight)
  const pages = list.queries.filter((q) => q.get('pageSize') === '100').map((q) => Number(q.get('page')));
  expect(pages.slice(0, 4).sort()).toEqual([1, 2, 3, 4]);
  expect(Math.max(...pages)).toBeLessThanOrEqual(7);
});
