import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, pagedList, server } from '../../helpers/msw';
import DoctorsListPage from '../../../src/client/features/doctors/pages/DoctorsListPage';
import DoctorHomePage from '../../../src/client/features/dashboard/pages/DoctorHomePage';
import type { ClosedClinicDay } from '../../../src/shared/schemas/capacity';
import type { User } from '../../../src/shared/types';
import { fastUser, makeDoctor } from '../doctors-list/fixtures';
import { API, dmy, fromToday, makeClosing } from './fixtures';

const STAFF = makeUser({ _id: 's-1', name: 'Sola Staff', isStaff: true, role: 'staff' });
const DOCTOR_USER = makeUser({ _id: 'd-1', name: 'Ada Obi', isDoctor: true, role: 'doctor' });
const ADA = makeDoctor({ status: 'approved', userId: 'd-1' });

const UPCOMING = makeClosing({ date: fromToday(5), reason: 'Medical conference' });
const PAST = makeClosing({ date: fromToday(-3), reason: 'Public holiday', closedByName: 'Sola Staff' });

function closingsServer(rows: ClosedClinicDay[]) {
  const list = pagedList('/admin/closed-clinic-days', rows);
  server.use(list.handler);
  return list;
}

const signedIn = (user: User) => ({ preloadedState: { session: { token: fakeToken(user), user } } });
const closingsTable = () => within(screen.getByRole('region', { name: 'Closed clinic days' }));
const rowOf = (closing: ClosedClinicDay) => {
  const row = document.querySelector<HTMLElement>(`tr[data-row-key="${closing._id}"]`);
  if (!row) throw new Error(`no row ${closing._id}`);
  return within(row);
};

test('the doctors list shows every closing with who, when and why; Reopen (asked first) only for dates to come', async () => {
  const user = fastUser();
  const rows = [UPCOMING, PAST];
  const list = closingsServer(rows);
  const reopened: unknown[] = [];
  server.use(
    pagedList('/admin/get-all-doctors', [ADA]).handler,
    http.post(`${API}/admin/reopen-clinic-day`, async ({ request }) => {
      reopened.push(await request.json());
      rows.shift();
      return HttpResponse.json({
        success: true,
        message: 'Reopened 1 clinic day',
        data: { dates: [UPCOMING.date] },
      });
    }),
  );
  renderWithProviders(<DoctorsListPage />, { route: '/staff/doctorlist', ...signedIn(STAFF) });

  expect(await closingsTable().findByText('Medical conference')).toBeInTheDocument();
  expect(
    closingsTable()
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Date', 'Doctor', 'Reason', 'Closed by', 'When', 'Action']);
  expect(rowOf(UPCOMING).getByText(dmy(UPCOMING.date))).toBeInTheDocument();
  expect(rowOf(UPCOMING).getByText('Dr. Ada Obi')).toBeInTheDocument();
  expect(rowOf(UPCOMING).getByText('Ada Okafor')).toBeInTheDocument();
  expect(rowOf(PAST).getByText('Sola Staff')).toBeInTheDocument();
  expect(rowOf(PAST).queryByRole('button')).not.toBeInTheDocument();
  expect(Object.fromEntries(list.queries[0])).toEqual({ page: '1', pageSize: '10' });

  await user.click(
    rowOf(UPCOMING).getByRole('button', { name: `Reopen ${dmy(UPCOMING.date)} for Dr. Ada Obi` }),
  );
  expect(await screen.findByText('Reopen this clinic day?')).toBeInTheDocument();
  expect(reopened).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Reopen' }));

  expect(await screen.findByText('Reopened 1 clinic day')).toBeInTheDocument();
  expect(reopened).toEqual([{ doctorId: UPCOMING.doctorId, date: dmy(UPCOMING.date) }]);
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${UPCOMING._id}"]`)).toBeNull());
  expect(rowOf(PAST).getByText('Public holiday')).toBeInTheDocument();
});

test('the closings are sorted and paged by the server', async () => {
  const user = fastUser();
  const rows = Array.from({ length: 12 }, (_, i) =>
    makeClosing({ date: fromToday(i + 1), reason: `Reason ${i + 1}` }),
  );
  const list = closingsServer(rows);
  server.use(pagedList('/admin/get-all-doctors', [ADA]).handler);
  renderWithProviders(<DoctorsListPage />, { route: '/staff/doctorlist', ...signedIn(STAFF) });
  await closingsTable().findByText('Reason 1');

  await user.click(closingsTable().getByRole('columnheader', { name: 'Date' }));
  await waitFor(() =>
    expect(Object.fromEntries(list.queries.at(-1) ?? [])).toMatchObject({ sort: 'date', order: 'asc' }),
  );
  await user.click(closingsTable().getByTitle('2'));
  expect(await closingsTable().findByText('Reason 11')).toBeInTheDocument();
  expect(Object.fromEntries(list.queries.at(-1) ?? [])).toEqual({
    page: '2',
    pageSize: '10',
    sort: 'date',
    order: 'asc',
  });
});

test("the doctor's home offers 'Close clinic day' for themself and lists their own closings without a Doctor column", async () => {
  const user = fastUser();
  closingsServer([UPCOMING]);
  server.use(
    answer('get', '/doctor/dashboard-stats', { success: false, message: 'not under test' }, 500),
    pagedList('/doctor/get-appointments-by-doctor-id', []).handler,
    answer('post', '/doctor/get-doctor-info-by-user-id', { success: true, data: ADA }),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  renderWithProviders(<DoctorHomePage />, signedIn(DOCTOR_USER));

  expect(await closingsTable().findByText('Medical conference')).toBeInTheDocument();
  expect(
    closingsTable()
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Date', 'Reason', 'Closed by', 'When', 'Action']);
  await user.click(await screen.findByRole('button', { name: 'Close clinic day for Dr. Ada Obi' }));
  expect(
    await screen.findByRole('dialog', { name: 'Close clinic day: Dr. Ada Obi' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  warn.mockRestore();
});
