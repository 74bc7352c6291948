import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import ManageReviewPage from '../../../src/client/features/reviews/pages/ManageReviewPage';
import type { Review } from '../../../src/shared/schemas/reviews';
import { asked, filterColumn, rowNames, rowOf, searchedOnce, toolbar } from '../people/pagedTable';
import { choose, fastUser, makeReview } from './fixtures';

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const LIST = '/admin/get-all-reviews';
const UPDATE = '/admin/update-review-status';
const REOPEN = '/admin/reopen-review';

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

/** The server's list: patient-name search ignoring case, status ('unknown' = never set), rating sort. */
function reviewsServer(reviews: readonly Review[], query: URLSearchParams): readonly Review[] {
  const needle = query.get('search')?.toLowerCase() ?? '';
  const statuses = query.get('status')?.split(',');
  const found = reviews.filter(
    (r) =>
      (r.userId.name ?? '').toLowerCase().includes(needle) &&
      (!statuses || statuses.includes(r.status ?? 'unknown')),
  );
  if (query.get('sort') !== 'rating') return found;
  const sign = query.get('order') === 'asc' ? 1 : -1;
  return [...found].sort((a, b) => sign * (Number(a.rating) - Number(b.rating)));
}

function showPage(reviews: readonly Review[] = REVIEWS, route = '/admin/manage-review') {
  const list = pagedList(LIST, reviews, { filter: reviewsServer });
  server.use(list.handler);
  const view = renderWithProviders(<ManageReviewPage />, {
    route,
    preloadedState: { session: { token: fakeToken({ isAdmin: true }), user: ADMIN } },
  });
  return { ...view, queries: list.queries };
}
const patients = rowNames;

test('rows show doctor, half stars, a 50-character preview, the status in words and the action its status allows', async () => {
  showPage();
  await screen.findByText('Chiamaka Obi');
  const held = rowOf('Chiamaka Obi');
  expect(held.getByText('Dr. Abubakar Yusuf')).toBeInTheDocument();
  expect(held.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  const preview = held.getByText(`${LONG_COMMENT.slice(0, 50)}...`);
  expect(preview).toHaveAttribute('title', LONG_COMMENT);
  expect(held.getByText('On hold')).toHaveClass('ant-tag');

  const unknown = rowOf('Emeka Nwosu');
  expect(unknown.getByText('Long wait.')).toBeInTheDocument();
  expect(unknown.getByText('Unknown')).toHaveClass('ant-tag');
  expect(rowOf('Funke Adeyemi').getByText('Approved')).toHaveClass('ant-tag-green');
  expect(rowOf('Funke Adeyemi').getByText('Published')).toBeInTheDocument();
  expect(rowOf('Tunde Bello').getByText('Rejected')).toHaveClass('ant-tag-red');

  const updates = screen
    .getAllByRole('button', { name: /^Update review by/ })
    .map((b) => b.getAttribute('aria-label'));
  expect(updates).toEqual(['Update review by Chiamaka Obi', 'Update review by Emeka Nwosu']);
  expect(
    rowOf('Funke Adeyemi').getByRole('button', { name: 'Unpublish review by Funke Adeyemi' }),
  ).toHaveTextContent('Unpublish');
  expect(
    rowOf('Tunde Bello').getByRole('button', { name: 'Reconsider review by Tunde Bello' }),
  ).toHaveTextContent('Reconsider');
});

test('a shared link restores page, search, status filter and sort: the request carries them', async () => {
  const many = Array.from({ length: 12 }, (_, i) =>
    makeReview({
      _id: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
      userId: { _id: `u-${i}`, name: `Patient ${String(i + 1).padStart(2, '0')}` },
      rating: 5,
    }),
  );
  const { queries } = showPage(
    many,
    '/admin/manage-review?page=2&search=patient&status=hold,unknown&sort=rating&order=asc',
  );
  await screen.findByText('Patient 11');
  expect(asked(queries[0])).toEqual({
    page: '2',
    pageSize: '10',
    search: 'patient',
    status: 'hold,unknown',
    sort: 'rating',
    order: 'asc',
  });
  expect(toolbar().getByPlaceholderText('Search patient...')).toHaveValue('patient');
  expect(screen.getByRole('columnheader', { name: /^Review/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('the search reaches the server once typing pauses; Review sorts by rating there; the status filter, in words, finds unknown ones', async () => {
  const user = fastUser();
  const { queries, router } = showPage();
  await screen.findByText('Chiamaka Obi');
  await user.type(toolbar().getByPlaceholderText('Search patient...'), 'EMEKA');
  await waitFor(() => expect(patients()).toEqual(['Emeka Nwosu']));
  searchedOnce(queries, 'EMEKA');
  await user.click(toolbar().getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(patients()).toHaveLength(4));

  await user.click(screen.getByRole('columnheader', { name: /^Review/ }));
  await waitFor(() =>
    expect(patients()).toEqual(['Tunde Bello', 'Emeka Nwosu', 'Chiamaka Obi', 'Funke Adeyemi']),
  );
  expect(router.state.location.search).toBe('?sort=rating&order=asc');

  await filterColumn(user, /^Status/, ['Unknown']);
  await waitFor(() => expect(patients()).toEqual(['Emeka Nwosu']));
  expect(asked(queries.at(-1))).toMatchObject({ status: 'unknown', sort: 'rating', order: 'asc' });
  expect(router.state.location.search).toBe('?sort=rating&order=asc&status=unknown');
});

test('no reviews says so in a readable grey', async () => {
  showPage([]);
  expect(await screen.findByText('No reviews found')).toHaveStyle({ color: '#595959' });
});

test('Update Feedback: the two messages, then { reviewId, status, adminComment }, the server’s message and only that row re-read', async () => {
  const user = fastUser();
  const update = recordCalls('post', UPDATE, {
    success: true,
    message: 'Review status updated successfully',
  });
  server.use(update.handler);
  // ten decided reviews fill page 1; Emeka's undecided one is on page 2
  const decided = Array.from({ length: 10 }, (_, i) =>
    makeReview({
      _id: `00000000-0000-4000-8000-0000000002${String(i).padStart(2, '0')}`,
      userId: { _id: `f-${i}`, name: `Decided ${i}` },
      status: 'approved',
    }),
  );
  const reviews = [...decided, NO_STATUS];
  const { queries } = showPage(reviews);
  await screen.findByText('Decided 0');
  await user.click(screen.getByTitle('2'));
  await screen.findByText('Emeka Nwosu');
  const before = queries.length;

  await user.click(screen.getByLabelText('Update review by Emeka Nwosu'));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Feedback' }));
  // the review being judged, with its stars and its text
  const judged = within(dialog.getByRole('region', { name: 'Review by Emeka Nwosu' }));
  expect(judged.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
  expect(judged.getByText('Long wait.')).toBeInTheDocument();
  expect(judged.getByText('Unknown')).toHaveClass('ant-tag');
  await user.click(dialog.getByRole('button', { name: 'Update' }));
  expect(await dialog.findByText('Please select a status')).toBeInTheDocument();
  expect(await dialog.findByText('Please enter a comment')).toBeInTheDocument();
  expect(update.calls).toHaveLength(0);

  await choose(user, dialog.getByRole('combobox', { name: 'Status' }), 'Approved');
  await user.click(dialog.getByRole('textbox', { name: 'Admin Comment' }));
  await user.paste('Fair and polite');
  reviews[10] = { ...NO_STATUS, status: 'approved', adminComment: 'Fair and polite' };
  await user.click(dialog.getByRole('button', { name: 'Update' }));

  expect(await screen.findByText('Review status updated successfully')).toBeInTheDocument();
  expect(update.calls).toEqual([
    { reviewId: NO_STATUS._id, status: 'approved', adminComment: 'Fair and polite' },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await rowOf('Emeka Nwosu').findByText('Approved')).toHaveClass('ant-tag-green');
  expect(rowOf('Emeka Nwosu').getByText('Fair and polite')).toBeInTheDocument();
  expect(queries.slice(before).map((q) => q.get('page'))).toEqual(['2']);

  // page 1 did not hold the review: its cached rows come back without asking the server again
  await user.click(screen.getByTitle('1'));
  await screen.findByText('Decided 0');
  expect(queries.slice(before).map((q) => q.get('page'))).toEqual(['2']);
});

test('a failed update says the server’s message, or "Error updating review status" without one', async () => {
  const user = fastUser();
  server.use(answer('post', UPDATE, { success: false, message: 'This review is already approved' }, 409));
  showPage();
  await screen.findByText('Chiamaka Obi');
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

test('Unpublish shows the whole review, wants a comment, then sends { reviewId, adminComment } and the row goes back on hold', async () => {
  const user = fastUser();
  const reopen = recordCalls('post', REOPEN, {
    success: true,
    message: 'Review unpublished and put back on hold',
  });
  server.use(reopen.handler);
  const approved = { ...APPROVED, comment: LONG_COMMENT };
  const reviews = [approved];
  showPage(reviews);
  await screen.findByText('Funke Adeyemi');

  await user.click(screen.getByRole('button', { name: 'Unpublish review by Funke Adeyemi' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Unpublish review' }));
  const judged = within(dialog.getByRole('region', { name: 'Review by Funke Adeyemi' }));
  expect(judged.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(judged.getByText(LONG_COMMENT)).toBeInTheDocument();
  expect(judged.getByText('Approved')).toHaveClass('ant-tag');
  await user.click(dialog.getByRole('button', { name: 'Unpublish' }));
  expect(await dialog.findByText('Please enter a comment')).toBeInTheDocument();
  expect(reopen.calls).toHaveLength(0);

  await user.click(dialog.getByRole('textbox', { name: 'Admin Comment' }));
  await user.paste('Asked to take it down');
  reviews[0] = { ...approved, status: 'hold', adminComment: 'Asked to take it down' };
  await user.click(dialog.getByRole('button', { name: 'Unpublish' }));
  expect(await screen.findByText('Review unpublished and put back on hold')).toBeInTheDocument();
  expect(reopen.calls).toEqual([{ reviewId: APPROVED._id, adminComment: 'Asked to take it down' }]);
  expect(await rowOf('Funke Adeyemi').findByText('On hold')).toHaveClass('ant-tag');
  expect(
    rowOf('Funke Adeyemi').getByRole('button', { name: 'Update review by Funke Adeyemi' }),
  ).toBeInTheDocument();
});

test('Reconsider a rejected review: its own dialog and words; the server’s refusal is shown', async () => {
  const user = fastUser();
  server.use(
    answer('post', REOPEN, { success: false, message: 'This review has not been decided yet' }, 409),
  );
  showPage();
  await screen.findByText('Tunde Bello');
  await user.click(screen.getByRole('button', { name: 'Reconsider review by Tunde Bello' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reconsider review' }));
  expect(dialog.getByText('Rejected')).toHaveClass('ant-tag');
  expect(dialog.getByText('Abusive')).toBeInTheDocument();
  await user.click(dialog.getByRole('textbox', { name: 'Admin Comment' }));
  await user.paste('A second look');
  await user.click(dialog.getByRole('button', { name: 'Reconsider' }));
  expect(await screen.findByText('This review has not been decided yet')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Reconsider review' })).toBeInTheDocument();
});
