import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import DoctorsListPage from '../../../src/client/features/doctors/pages/DoctorsListPage';
import type { Doctor, User } from '../../../src/shared/types';
import { fastUser, makeDoctor } from './fixtures';

// antd tables are heavy in jsdom (slower still on a busy machine); queries are scoped to a row or
// the toolbar to stay quick.

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

function showList(user: User = ADMIN, doctors: Doctor[] = DOCTORS) {
  server.use(answer('get', '/admin/get-all-doctors', { success: true, data: doctors }));
  return renderWithProviders(<DoctorsListPage />, {
    route: '/admin/doctorslist',
    preloadedState: { session: { token: fakeToken(user), user } },
  });
}

function rowNames() {
  const rows = screen.getByRole('table').querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]');
  return Array.from(rows, (row) => row.cells[0]?.textContent);
}
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
const buttonsOf = (name: string) =>
  rowOf(name)
    .queryAllByRole('button')
    .map((b) => b.textContent);
const toolbar = () => within(screen.getByRole('search'));

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

  expect(buttonsOf('Ada Obi')).toEqual(['Block', 'Update']);
  expect(buttonsOf('Bola Ade')).toEqual(['Approve', 'Edit']);
  expect(buttonsOf('Chidi Okoro')).toContain('Edit');
  expect(buttonsOf('Chidi Okoro')).not.toContain('Block');
  expect(buttonsOf('Chidi Okoro')).not.toContain('Update');
  expect(ada.getByRole('button', { name: 'Block Dr. Ada Obi' })).toBeInTheDocument();
});

test('Block asks first, then posts { doctorId, userId, status: blocked } and toasts the server message', async () => {
  const user = fastUser();
  const change = recordCalls('post', '/admin/change-doctor-status', {
    success: true,
    message: 'Doctor blocked successfully',
  });
  server.use(change.handler);
  showList();
  await screen.findByText('Ada Obi');

  await user.click(rowOf('Ada Obi').getByRole('button', { name: /Block/ }));
  expect(await screen.findByText('Block this doctor?')).toBeInTheDocument();
  expect(change.calls).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Yes, block' }));
  expect(await screen.findByText('Doctor blocked successfully')).toBeInTheDocument();
  expect(change.calls).toEqual([{ doctorId: APPROVED._id, userId: APPROVED.userId, status: 'blocked' }]);
});

test('Approve posts status approved; a failure without a message says Something went wrong', async () => {
  const user = fastUser();
  const change = recordCalls('post', '/admin/change-doctor-status', {
    success: true,
    message: 'Doctor approved successfully',
  });
  server.use(change.handler);
  showList();
  await screen.findByText('Bola Ade');

  await user.click(rowOf('Bola Ade').getByRole('button', { name: /Approve/ }));
  expect(await screen.findByText('Doctor approved successfully')).toBeInTheDocument();
  expect(change.calls).toEqual([{ doctorId: PENDING._id, userId: PENDING.userId, status: 'approved' }]);

  server.use(
    http.post('http://localhost/api/admin/change-doctor-status', () =>
      HttpResponse.text('boom', { status: 500 }),
    ),
  );
  await user.click(rowOf('Chidi Okoro').getByRole('button', { name: /Approve/ }));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
});

test('the search finds doctors by full name, ignoring case; Clear filters empties it', async () => {
  const user = fastUser();
  showList();
  await screen.findByText('Ada Obi');

  const search = toolbar().getByPlaceholderText('Search doctors...');
  await user.type(search, 'ADA O');
  expect(rowNames()).toEqual(['Ada Obi']);
  await user.clear(search);
  await user.type(search, 'okoro');
  expect(rowNames()).toEqual(['Chidi Okoro']);
  await user.type(search, 'x');
  expect(rowNames()).toEqual([]);
  expect(screen.getByText('No doctors found')).toBeInTheDocument();

  await user.click(toolbar().getByRole('button', { name: 'Clear filters' }));
  expect(search).toHaveValue('');
  expect(rowNames()).toEqual(['Ada Obi', 'Bola Ade', 'Chidi Okoro']);
});

test('sorting by fee is undone by Clear filters and sorters, not by Clear filters', async () => {
  const user = fastUser();
  showList();
  await screen.findByText('Ada Obi');

  await user.click(screen.getByRole('columnheader', { name: /^Consultation Fee/ }));
  expect(rowNames()).toEqual(['Chidi Okoro', 'Bola Ade', 'Ada Obi']);
  await user.click(toolbar().getByRole('button', { name: 'Clear filters' }));
  expect(rowNames()).toEqual(['Chidi Okoro', 'Bola Ade', 'Ada Obi']);
  await user.click(toolbar().getByRole('button', { name: 'Clear filters and sorters' }));
  expect(rowNames()).toEqual(['Ada Obi', 'Bola Ade', 'Chidi Okoro']);
});

test('staff see the same list without actions', async () => {
  showList(STAFF);
  await screen.findByText('Ada Obi');
  for (const name of ['Ada Obi', 'Bola Ade', 'Chidi Okoro']) {
    expect(rowOf(name).queryByRole('button')).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
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
