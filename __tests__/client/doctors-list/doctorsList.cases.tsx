import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import DoctorsListPage from '../../../src/client/features/doctors/pages/DoctorsListPage';
import type { Doctor, User } from '../../../src/shared/types';
import { asked, filterColumn, rowNames, rowOf, searchedOnce, toolbar } from '../people/pagedTable';
import { doctorsServer, fastUser, makeDoctor, makeDoctors } from './fixtures';

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const STAFF = makeUser({ _id: 's-1', name: 'Sola Staff', isStaff: true, role: 'staff' });

const PENDING = makeDoctor({
  _id: '00000000-0000-4000-8000-000000000011',
  userId: '00000000-0000-4000-8000-0000000000b1',
  firstName: 'Bola',
  lastName: 'Ade',
  gender: 'male',
  status: 'pending',
  feePerConsultation: 8000,
});
const APPROVED = makeDoctor({ status: 'approved' }); // Ada Obi, 15000
const BLOCKED = makeDoctor({
  _id: '00000000-0000-4000-8000-000000000013',
  userId: '00000000-0000-4000-8000-0000000000b3',
  firstName: 'Chidi',
  lastName: 'Okoro',
  gender: 'male',
  status: 'blocked',
  feePerConsultation: 2500,
});
const DOCTORS = [APPROVED, PENDING, BLOCKED];

function showList({
  user = ADMIN,
  doctors = DOCTORS,
  route = '/admin/doctorslist',
}: { user?: User; doctors?: readonly Doctor[]; route?: string } = {}) {
  const list = pagedList('/admin/get-all-doctors', doctors, { filter: doctorsServer });
  server.use(list.handler);
  const view = renderWithProviders(<DoctorsListPage />, {
    route,
    preloadedState: { session: { token: fakeToken(user), user } },
  });
  return { ...view, queries: list.queries };
}

const buttonsOf = (name: string) =>
  rowOf(name)
    .queryAllByRole('button')
    .map((b) => b.textContent);

test('each row shows the doctor’s details, and the actions follow the status', async () => {
  showList();
  await screen.findByText('Ada Obi');
  expect(rowNames()).toEqual(['Ada Obi', 'Bola Ade', 'Chidi Okoro']);

  const ada = rowOf('Ada Obi');
  expect(ada.getByText('ada.obi@clinicbook.local')).toBeInTheDocument();
  expect(ada.getByText('09:00 - 17:00')).toBeInTheDocument();
  expect(ada.getByText('+234 803 000 0001')).toBeInTheDocument();
  expect(ada.getByText('₦15,000')).toBeInTheDocument();
  expect(ada.getByText('Monday')).toHaveClass('ant-tag');
  expect(ada.getByText('Wednesday')).toHaveClass('ant-tag');

  expect(ada.getByText('Approved')).toHaveClass('ant-tag-green');
  expect(rowOf('Bola Ade').getByText('Pending')).toHaveClass('ant-tag-gold');
  expect(rowOf('Chidi Okoro').getByText('Blocked')).toHaveClass('ant-tag-red');

  // Update stands where Approve stood; Block comes after it
  expect(buttonsOf('Ada Obi')).toEqual(['Update', 'Block', 'Close clinic day', 'Record leave']);
  expect(buttonsOf('Bola Ade')).toEqual(['Approve', 'Edit']);
  expect(buttonsOf('Chidi Okoro')).toContain('Edit');
  expect(buttonsOf('Chidi Okoro')).not.toContain('Block');
  expect(buttonsOf('Chidi Okoro')).not.toContain('Update');
  expect(buttonsOf('Chidi Okoro')).not.toContain('Close clinic day');
  expect(ada.getByRole('button', { name: 'Block Dr. Ada Obi' })).toBeInTheDocument();
});

test('a shared link restores page, search, status filter and sort: the request carries them', async () => {
  const { queries } = showList({
    doctors: makeDoctors(12),
    route: '/admin/doctorslist?page=2&search=doctor&status=approved,pending&sort=fee&order=desc',
  });
  await screen.findByText('Doctor 11');
  expect(asked(queries[0])).toEqual({
    page: '2',
    pageSize: '10',
    search: 'doctor',
    status: 'approved,pending',
    sort: 'fee',
    order: 'desc',
  });
  expect(toolbar().getByPlaceholderText('Search doctors...')).toHaveValue('doctor');
  expect(screen.getByRole('columnheader', { name: /^Consultation Fee/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const statusHeader = screen.getByRole('columnheader', { name: /^Status/ });
  expect(statusHeader.querySelector('.ant-table-filter-trigger')).toHaveClass('active');
});

test('the search goes to the server once typing pauses; an empty answer says so; Clear filters empties it', async () => {
  const user = fastUser();
  const { queries, router } = showList();
  await screen.findByText('Ada Obi');

  const search = toolbar().getByPlaceholderText('Search doctors...');
  await user.type(search, 'ADA O');
  await waitFor(() => expect(rowNames()).toEqual(['Ada Obi']));
  searchedOnce(queries, 'ADA O');
  expect(router.state.location.search).toBe('?search=ADA+O');

  await user.type(search, 'x');
  expect(await screen.findByText('No doctors found')).toHaveStyle({ color: '#595959' });

  await user.click(toolbar().getByRole('button', { name: 'Clear filters' }));
  expect(search).toHaveValue('');
  await waitFor(() => expect(rowNames()).toEqual(['Ada Obi', 'Bola Ade', 'Chidi Okoro']));
  expect(router.state.location.search).toBe('');
});

test('the Status filter and the fee sorter reach the URL and the server; the Clear buttons undo them', async () => {
  const user = fastUser();
  const { queries, router } = showList();
  await screen.findByText('Ada Obi');

  await filterColumn(user, /^Status/, ['Pending', 'Blocked']);
  await waitFor(() => expect(rowNames()).toEqual(['Bola Ade', 'Chidi Okoro']));
  expect(asked(queries.at(-1))).toMatchObject({ status: 'pending,blocked' });
  expect(router.state.location.search).toBe('?status=pending%2Cblocked');

  await user.click(screen.getByRole('columnheader', { name: /^Consultation Fee/ }));
  await waitFor(() => expect(rowNames()).toEqual(['Chidi Okoro', 'Bola Ade']));
  expect(asked(queries.at(-1))).toMatchObject({ status: 'pending,blocked', sort: 'fee', order: 'asc' });

  await user.click(toolbar().getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(rowNames()).toEqual(['Chidi Okoro', 'Bola Ade', 'Ada Obi']));
  expect(router.state.location.search).toBe('?sort=fee&order=asc');
  await user.click(toolbar().getByRole('button', { name: 'Clear filters and sorters' }));
  await waitFor(() => expect(rowNames()).toEqual(['Ada Obi', 'Bola Ade', 'Chidi Okoro']));
  expect(router.state.location.search).toBe('');
});

test('Block asks first, posts { doctorId, userId, status: blocked }, and re-reads only the page holding the row', async () => {
  const user = fastUser();
  // ten doctors fill page 1 (Doctor 02..11: 01 would share Ada's id); Ada Obi is on page 2
  const doctors = [...makeDoctors(11).slice(1), APPROVED];
  const change = recordCalls('post', '/admin/change-doctor-status', {
    success: true,
    message: 'Doctor blocked successfully',
  });
  server.use(change.handler);
  const { queries } = showList({ doctors });
  await screen.findByText('Doctor 02');
  await user.click(screen.getByTitle('2'));
  await screen.findByText('Ada Obi');
  const before = queries.length;

  await user.click(rowOf('Ada Obi').getByRole('button', { name: /Block/ }));
  expect(await screen.findByText('Block this doctor?')).toBeInTheDocument();
  expect(change.calls).toHaveLength(0);

  doctors[10] = { ...APPROVED, status: 'blocked' };
  await user.click(screen.getByRole('button', { name: 'Yes, block' }));
  expect(await screen.findByText('Doctor blocked successfully')).toBeInTheDocument();
  expect(change.calls).toEqual([{ doctorId: APPROVED._id, userId: APPROVED.userId, status: 'blocked' }]);
  await waitFor(() => expect(rowOf('Ada Obi').getByText('Blocked')).toBeInTheDocument());
  expect(queries.slice(before).map((q) => q.get('page'))).toEqual(['2']);

  // page 1 did not hold the doctor: its cached rows come back without asking the server again
  await user.click(screen.getByTitle('1'));
  await screen.findByText('Doctor 02');
  expect(queries.slice(before).map((q) => q.get('page'))).toEqual(['2']);
});

test('Approve shows the application and asks first; its own Approve posts status approved', async () => {
  const user = fastUser();
  const change = recordCalls('post', '/admin/change-doctor-status', {
    success: true,
    message: 'Doctor approved successfully',
  });
  server.use(change.handler);
  showList();
  await screen.findByText('Bola Ade');

  await user.click(rowOf('Bola Ade').getByRole('button', { name: /Approve/ }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Approve the application of Dr. Bola Ade?' }),
  );
  const details = within(dialog.getByRole('region', { name: 'Application of Dr. Bola Ade' }));
  expect(details.getByText('Male')).toBeInTheDocument();
  expect(details.getByText('₦8,000')).toBeInTheDocument();
  expect(details.getByText(PENDING.specialization)).toBeInTheDocument();
  expect(details.getByText(`${PENDING.experience} years`)).toBeInTheDocument();
  expect(change.calls).toEqual([]);

  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(change.calls).toEqual([]);

  await user.click(rowOf('Bola Ade').getByRole('button', { name: /Approve/ }));
  const again = within(
    await screen.findByRole('dialog', { name: 'Approve the application of Dr. Bola Ade?' }),
  );
  await user.click(again.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Doctor approved successfully')).toBeInTheDocument();
  expect(change.calls).toEqual([{ doctorId: PENDING._id, userId: PENDING.userId, status: 'approved' }]);
});

test('approving a blocked doctor again asks too; a failure without a message says Something went wrong', async () => {
  const user = fastUser();
  server.use(
    http.post('http://localhost/api/admin/change-doctor-status', () =>
      HttpResponse.text('boom', { status: 500 }),
    ),
  );
  showList();
  await screen.findByText('Chidi Okoro');
  await user.click(rowOf('Chidi Okoro').getByRole('button', { name: /Approve/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Approve Dr. Chidi Okoro again?' }));
  await user.click(dialog.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Approve Dr. Chidi Okoro again?' })).toBeInTheDocument();
});

test('staff see the same list; their only action is closing an approved doctor’s clinic day', async () => {
  showList({ user: STAFF });
  await screen.findByText('Ada Obi');
  expect(buttonsOf('Ada Obi')).toEqual(['Close clinic day']);
  expect(
    rowOf('Ada Obi').getByRole('button', { name: 'Close clinic day for Dr. Ada Obi' }),
  ).toBeInTheDocument();
  for (const name of ['Bola Ade', 'Chidi Okoro']) {
    expect(rowOf(name).queryByRole('button')).not.toBeInTheDocument();
  }
});

test('a failed load says "Failed to fetch doctors"', async () => {
  server.use(
    http.get('http://localhost/api/admin/get-all-doctors', () => HttpResponse.text('boom', { status: 500 })),
  );
  renderWithProviders(<DoctorsListPage />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  expect(await screen.findByText('Failed to fetch doctors')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('No doctors found')).toBeInTheDocument());
});
