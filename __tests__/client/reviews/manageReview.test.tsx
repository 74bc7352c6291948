import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import ManageReviewPage from '../../../src/client/features/reviews/pages/ManageReviewPage';
import { choose, fastUser, makeReview } from './fixtures';

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const LIST = '/admin/get-all-reviews';
const UPDATE = '/admin/update-review-status';

const LONG_COMMENT =
  'The doctor listened carefully, explained every result and followed up by phone the next day.';
const ON_HOLD = makeReview({ comment: LONG_COMMENT });
const NO_STATUS = makeReview({
  _id: '00000000-0000-4000-8000-00000000e002',
  userId: { _id: 'u-2', name: 'Emeka Nwosu' },
  doctorId: { _id: '00000000-0000-4000-8000-0000000000d2', firstName: 'Ngozi', lastName: 'Eze' },
  rating: 2,
  comment: 'Long wait.',
  status: null,
});
const APPROVED = makeReview({
  _id: '00000000-0000-4000-8000-00000000e003',
  userId: { _id: 'u-3', name: 'Funke Adeyemi' },
  rating: 5,
  status: 'approved',
  adminComment: 'Published',
});
const REJECTED = makeReview({
  _id: '00000000-0000-4000-8000-00000000e004',
  userId: { _id: 'u-4', name: 'Tunde Bello' },
  rating: 1,
  status: 'rejected',
  adminComment: 'Abusive',
});
const REVIEWS = [ON_HOLD, NO_STATUS, APPROVED, REJECTED];

async function showPage() {
  server.use(answer('get', LIST, { success: true, data: REVIEWS }));
  renderWithProviders(<ManageReviewPage />, {
    preloadedState: { session: { token: fakeToken({ isAdmin: true }), user: ADMIN } },
  });
  await screen.findByText('Chiamaka Obi');
}

const rowOf = (patient: string) => within(screen.getByText(patient).closest('tr') as HTMLElement);
function patients() {
  const rows = screen.getByRole('table').querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]');
  return Array.from(rows, (row) => row.cells[0]?.textContent);
}

test('rows show doctor, half stars, a 50-character preview, the status (or unknown) and Update when editable', async () => {
  await showPage();
  const held = rowOf('Chiamaka Obi');
  expect(held.getByText('Dr. Abubakar Yusuf')).toBeInTheDocument();
  expect(held.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  const preview = held.getByText(`${LONG_COMMENT.slice(0, 50)}...`);
  expect(preview).toHaveAttribute('title', LONG_COMMENT);
  expect(held.getByText('hold')).toHaveClass('ant-tag');

  const unknown = rowOf('Emeka Nwosu');
  expect(unknown.getByText('Long wait.')).toBeInTheDocument();
  expect(unknown.getByText('unknown')).toHaveClass('ant-tag');
  expect(rowOf('Funke Adeyemi').getByText('approved')).toHaveClass('ant-tag-green');
  expect(rowOf('Funke Adeyemi').getByText('Published')).toBeInTheDocument();
  expect(rowOf('Tunde Bello').getByText('rejected')).toHaveClass('ant-tag-red');

  const updates = screen
    .getAllByRole('button', { name: /^Update review by/ })
    .map((b) => b.getAttribute('aria-label'));
  expect(updates).toEqual(['Update review by Chiamaka Obi', 'Update review by Emeka Nwosu']);
});

test('the search finds reviews by patient name; Rating sorts by stars; the status filter finds unknown ones', async () => {
  const user = fastUser();
  await showPage();
  const toolbar = within(screen.getByRole('search'));
  await user.type(toolbar.getByPlaceholderText('Search patient...'), 'EMEKA');
  expect(patients()).toEqual(['Emeka Nwosu']);
  await user.click(toolbar.getByRole('button', { name: 'Clear Filters' }));
  expect(patients()).toHaveLength(4);

  await user.click(screen.getByRole('columnheader', { name: /^Rating/ }));
  expect(patients()).toEqual(['Tunde Bello', 'Emeka Nwosu', 'Chiamaka Obi', 'Funke Adeyemi']);

  const statusHeader = screen.getByRole('columnheader', { name: /^Status/ });
  await user.click(statusHeader.querySelector('.ant-table-filter-trigger') as HTMLElement);
  const menu = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-table-filter-dropdown');
    if (!open) throw new Error('no filter menu');
    return within(open);
  });
  await user.click(menu.getByText('unknown'));
  await user.click(menu.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(patients()).toEqual(['Emeka Nwosu']));
});

test('Update Feedback: the two messages, then { reviewId, status, adminComment } and the server’s message', async () => {
  const user = fastUser();
  const update = recordCalls('post', UPDATE, {
    success: true,
    message: 'Review status updated successfully',
  });
  server.use(update.handler);
  await showPage();

  await user.click(screen.getByLabelText('Update review by Emeka Nwosu'));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Feedback' }));
  await user.click(dialog.getByRole('button', { name: 'Update' }));
  expect(await dialog.findByText('Please select a status')).toBeInTheDocument();
  expect(dialog.getByText('Please enter a comment')).toBeInTheDocument();
  expect(update.calls).toHaveLength(0);

  await choose(user, dialog.getByRole('combobox', { name: 'Status' }), 'Approved');
  await user.click(dialog.getByRole('textbox', { name: 'Admin Comment' }));
  await user.paste('Fair and polite');
  await user.click(dialog.getByRole('button', { name: 'Update' }));

  expect(await screen.findByText('Review status updated successfully')).toBeInTheDocument();
  expect(update.calls).toEqual([
    { reviewId: NO_STATUS._id, status: 'approved', adminComment: 'Fair and polite' },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a failed update says the server’s message, or "Error updating review status" without one', async () => {
  const user = fastUser();
  server.use(answer('post', UPDATE, { success: false, message: 'This review is already approved' }, 409));
  await showPage();
  await user.click(screen.getByLabelText('Update review by Chiamaka Obi'));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Feedback' }));
  await user.click(dialog.getByRole('textbox', { name: 'Admin Comment' }));
  await user.paste('Looks fine');
  await user.click(dialog.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('This review is already approved')).toBeInTheDocument();

  server.use(http.post(`http://localhost/api${UPDATE}`, () => HttpResponse.text('boom', { status: 500 })));
  await user.click(dialog.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Error updating review status')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Update Feedback' })).toBeInTheDocument();
});
