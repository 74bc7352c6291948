import { screen, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, server } from '../../helpers/msw';
import DoctorReviewsPage from '../../../src/client/features/reviews/pages/DoctorReviewsPage';
import type { DoctorReviews } from '../../../src/client/features/reviews/reviewsApi';
import { makeReview } from './fixtures';

const DOCTOR = makeUser({ _id: 'd-1', name: 'Abubakar Yusuf', isDoctor: true, role: 'doctor' });

function showPage(data: DoctorReviews) {
  server.use(answer('get', '/doctor/get-my-reviews', { success: true, data }));
  renderWithProviders(<DoctorReviewsPage />, {
    preloadedState: { session: { token: fakeToken({ isDoctor: true }), user: DOCTOR } },
  });
}

test('shows the average in half stars and each published review', async () => {
  const comment = 'The doctor listened carefully, explained every result and followed up by phone.';
  showPage({
    rating: 4.5,
    reviews: [
      makeReview({ status: 'approved', rating: 5, comment, createdAt: '2026-03-02T10:00:00.000Z' }),
      makeReview({
        _id: '00000000-0000-4000-8000-00000000e002',
        userId: { _id: 'u-2', name: 'Emeka Nwosu' },
        status: 'approved',
        rating: 3.5,
        comment: 'Long wait, good care.',
        createdAt: '2026-02-27T23:30:00.000Z', // 28 February in Lagos (UTC+1)
      }),
    ],
  });
  const chiamaka = within(await screen.findByRole('article', { name: 'Review by Chiamaka Obi' }));
  expect(screen.getByLabelText('Rated 4.5 out of 5')).toBeInTheDocument();
  expect(screen.getByText('4.5')).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
    'Review by Chiamaka Obi',
    'Review by Emeka Nwosu',
  ]);

  expect(chiamaka.getByLabelText('Rated 5 out of 5')).toBeInTheDocument();
  expect(chiamaka.getByText(comment)).toBeInTheDocument();
  expect(chiamaka.getByText('02-03-2026')).toBeInTheDocument();
  const emeka = within(screen.getByRole('article', { name: 'Review by Emeka Nwosu' }));
  expect(emeka.getByLabelText('Rated 3.5 out of 5')).toBeInTheDocument();
  expect(emeka.getByText('Long wait, good care.')).toBeInTheDocument();
  expect(emeka.getByText('28-02-2026')).toBeInTheDocument();
});

test('without published reviews: No rating yet and an empty list', async () => {
  showPage({ rating: null, reviews: [] });
  expect(await screen.findByText('No rating yet')).toBeInTheDocument();
  expect(screen.getByText('No reviews yet')).toBeInTheDocument();
});
