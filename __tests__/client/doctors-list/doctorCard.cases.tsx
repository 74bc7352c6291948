import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import DoctorCard from '../../../src/client/features/doctors/finder/DoctorCard';
import { formatNaira } from '../../../src/client/components/Naira';
import type { Doctor } from '../../../src/shared/types';
import { fastUser, makeDoctor, ratings } from './fixtures';

const PATIENT = makeUser();

function showCard(doctor: Doctor) {
  return renderWithProviders(<DoctorCard doctor={doctor} />, {
    route: '/',
    path: '/',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
}

test('formatNaira: the naira sign and thousands separators', () => {
  expect(formatNaira(15000)).toBe('₦15,000');
  expect(formatNaira(1250000)).toBe('₦1,250,000');
  expect(formatNaira(500)).toBe('₦500');
  expect(formatNaira('7500')).toBe('₦7,500');
});

test('the card shows Dr. first and last name, specialty, city, the fee in naira and a half-star rating', async () => {
  const doctor = makeDoctor();
  server.use(ratings({ [doctor._id]: 3.5 }));
  showCard(doctor);

  const card = within(screen.getByRole('article', { name: 'Dr. Ada Obi' }));
  expect(card.getByRole('heading', { name: 'Dr. Ada Obi' })).toBeInTheDocument();
  expect(card.getByText('Cardiology')).toBeInTheDocument();
  expect(card.getByText('Lagos')).toBeInTheDocument();
  expect(card.getByText('₦15,000')).toBeInTheDocument();

  const stars = await card.findByRole('img', { name: 'Rated 3.5 out of 5' });
  expect(stars.querySelectorAll('.ant-rate-star-full')).toHaveLength(3);
  expect(stars.querySelectorAll('.ant-rate-star-half')).toHaveLength(1);
  expect(card.queryByText('No rating yet for this doctor')).not.toBeInTheDocument();
});

test('without a rating the card says so, and a failed rating call says the same (logged only)', async () => {
  server.use(ratings({}));
  const { unmount } = showCard(makeDoctor());
  expect(await screen.findByText('No rating yet for this doctor')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  unmount();

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(
    http.get('http://localhost/api/reviews/doctor/:id', () => HttpResponse.text('boom', { status: 500 })),
  );
  showCard(makeDoctor({ _id: '00000000-0000-4000-8000-000000000002' }));
  expect(await screen.findByText('No rating yet for this doctor')).toBeInTheDocument();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('the avatar shows the first-name initial, pink for a female doctor and green otherwise', async () => {
  server.use(ratings({}));
  const { unmount } = showCard(makeDoctor({ gender: 'female' }));
  let avatar = screen.getByText('A').closest('.ant-avatar') as HTMLElement;
  expect(avatar).toHaveAttribute('data-tone', 'female');
  expect(avatar).toHaveStyle({ backgroundColor: '#d63384' });
  await screen.findByText('No rating yet for this doctor');
  unmount();

  for (const gender of ['male', undefined] as const) {
    const { unmount: done } = showCard(makeDoctor({ firstName: 'Bayo', lastName: 'Ade', gender }));
    avatar = screen.getByText('B').closest('.ant-avatar') as HTMLElement;
    expect(avatar).toHaveAttribute('data-tone', 'other');
    expect(avatar).toHaveStyle({ backgroundColor: '#1f9d55' });
    await screen.findByText('No rating yet for this doctor');
    done();
  }
});

test('Book goes to /book-appointment/{doctorId}', async () => {
  const user = fastUser();
  const doctor = makeDoctor();
  server.use(ratings({}));
  const { router } = showCard(doctor);
  await user.click(screen.getByRole('button', { name: 'Book Dr. Ada Obi' }));
  expect(router.state.location.pathname).toBe(`/book-appointment/${doctor._id}`);
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
});

test('the card shows the next open date the list sent, or that there is none within 30 days', () => {
  server.use(ratings({}));
  const { unmount } = showCard(makeDoctor({ nextAvailable: '2026-03-05' }));
  expect(screen.getByRole('article', { name: 'Dr. Ada Obi' })).toHaveTextContent(
    'Next available: 05-03-2026',
  );
  expect(screen.queryByText('No open date in the next 30 days')).not.toBeInTheDocument();
  unmount();

  showCard(makeDoctor({ nextAvailable: null }));
  expect(screen.getByText('No open date in the next 30 days')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Dr. Ada Obi' })).not.toHaveTextContent('Next available');
});
