import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, pagedList, server } from '../../helpers/msw';
import PatientHomePage from '../../../src/client/features/doctors/pages/PatientHomePage';
import type { Doctor, MediaImage } from '../../../src/shared/types';
import { fastUser, makeDoctors, makeImage, ratings } from './fixtures';
import { referenceHandlers } from '../doctors-forms/fixtures';

const PATIENT = makeUser();
const BUNDLED = [
  '/carousel/1-welcome-clinic.png',
  '/carousel/2-book-consultation.png',
  '/carousel/3-our-doctors.png',
  '/carousel/4-family-care.png',
];

function showHome({
  doctors = makeDoctors(2),
  images = [],
  route = '/',
}: { doctors?: Doctor[]; images?: MediaImage[]; route?: string } = {}) {
  const approved = pagedList('/user/get-all-approved-doctors', doctors);
  server.use(
    approved.handler,
    answer('get', '/media/images', { success: true, data: images }),
    pagedList('/user/get-appointments-by-user-id', []).handler,
    ratings({}),
    ...referenceHandlers,
  );
  const view = renderWithProviders(<PatientHomePage />, {
    route,
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  return { ...view, queries: approved.queries };
}

/** The carousel's own slides (react-slick adds clones around them for the endless loop). */
async function slides() {
  const carousel = await screen.findByRole('region', { name: 'Clinic pictures' });
  return Array.from(carousel.querySelectorAll<HTMLImageElement>('.slick-slide:not(.slick-cloned) img'));
}
const slideSources = async () => (await slides()).map((img) => img.getAttribute('src'));
const slideAlts = async () => (await slides()).map((img) => img.getAttribute('alt'));
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

test('the home shows the invitation, the doctors heading and the bundled pictures when nothing was uploaded', async () => {
  showHome();
  expect(screen.getByLabelText('Loading doctors')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('heading', { name: 'Book Appointment with Us' })).toBeInTheDocument();
  expect(
    screen.getByText('Schedule a consultation with our experienced doctors at your convenience.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Meet Our Doctors' })).toBeInTheDocument();
  expect(await slideSources()).toEqual(BUNDLED);
  expect(await screen.findByRole('heading', { name: 'Dr. Doctor 01' })).toBeInTheDocument();
  expect(await slideAlts()).toEqual([
    'A clinic building with a green cross, among trees',
    'A calendar with a booked day beside a clock',
    'Three doctors with stethoscopes',
    'A family at home beside a heart with a cross',
  ]);
});

test('the carousel shows the newest four uploads when there are some', async () => {
  // the server lists newest first; the adapter keeps that order whatever order they arrive in
  showHome({ images: [1, 5, 3, 2, 4].map(makeImage) });
  await screen.findByRole('region', { name: 'Clinic pictures' });
  expect(await slideSources()).toEqual([
    '/uploads/img-5',
    '/uploads/img-4',
    '/uploads/img-3',
    '/uploads/img-2',
  ]);
});

test('with fewer than four uploads the bundled pictures fill the rest', async () => {
  showHome({ images: [makeImage(1), makeImage(2)] });
  await screen.findByRole('region', { name: 'Clinic pictures' });
  expect(await slideSources()).toEqual(['/uploads/img-2', '/uploads/img-1', BUNDLED[0], BUNDLED[1]]);
});

test('doctors come six a page from the server: page 1 of 8 doctors, then page 2, no page-size changer', async () => {
  const user = fastUser();
  const { queries, router } = showHome({ doctors: makeDoctors(8) });
  await screen.findByRole('heading', { name: 'Dr. Doctor 01' });
  expect(cardNames()).toEqual(['01', '02', '03', '04', '05', '06'].map((n) => `Dr. Doctor ${n}`));
  expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '6', sort: 'name', order: 'asc' });
  // the appointments calendar below has selects of its own; look at the doctors' section only
  const doctors = within(screen.getByRole('region', { name: 'Meet Our Doctors' }));
  expect(doctors.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  expect(doctors.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  expect(doctors.queryByRole('combobox', { name: /page/i })).not.toBeInTheDocument();

  await user.click(doctors.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('heading', { name: 'Dr. Doctor 07' })).toBeInTheDocument();
  expect(cardNames()).toEqual(['Dr. Doctor 07', 'Dr. Doctor 08']);
  expect(queries.at(-1)?.get('page')).toBe('2');
  expect(router.state.location.search).toBe('?doctorsPage=2');
});

test('the grid’s page comes from the URL, and a page past the end shows the last one', async () => {
  const { queries, router } = showHome({ doctors: makeDoctors(8), route: '/?doctorsPage=2' });
  expect(await screen.findByRole('heading', { name: 'Dr. Doctor 07' })).toBeInTheDocument();
  expect(queries[0].get('page')).toBe('2');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
  );

  await act(() => router.navigate('/?doctorsPage=9'));
  await waitFor(() => expect(router.state.location.search).toBe('?doctorsPage=2'));
  await waitFor(() => expect(cardNames()).toEqual(['Dr. Doctor 07', 'Dr. Doctor 08']));
});

test('with no approved doctors the grid says so', async () => {
  showHome({ doctors: [] });
  expect(await screen.findByText('No doctors are available yet')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});
