import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { CALLER, STAFF } from './fixtures';
import { apiUrl, fakeToken, pagedList, server } from '../../helpers/msw';
import DeskBookingPage from '../../../src/client/features/booking/pages/DeskBookingPage';

/** The desk booking page opened by its address alone, as after a reload: no name handed over. */
function openDirectly(patientId: string) {
  server.use(
    pagedList('/user/get-all-approved-doctors', []).handler,
    http.get(apiUrl('/desk/patient'), ({ request }) =>
      new URL(request.url).searchParams.get('patientId') === CALLER._id
        ? HttpResponse.json({ success: true, data: CALLER })
        : HttpResponse.json({ success: false, message: 'Patient not found' }, { status: 404 }),
    ),
  );
  return renderWithProviders(<DeskBookingPage />, {
    route: `/staff/patients/${patientId}/book`,
    path: '/staff/patients/:patientId/book',
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
}

test('opened without the search before it, the page names the patient and their phone from the server', async () => {
  openDirectly(CALLER._id);
  expect(await screen.findByRole('heading', { name: 'Book for Musa Bello' })).toBeInTheDocument();
  expect(screen.getByText('08031234567')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Doctor' })).toBeInTheDocument();
});

test('an unknown patient is said to be not found, with the way back, and no booking form', async () => {
  openDirectly('00000000-0000-4000-8000-00000000dead');
  expect(await screen.findByText('Patient not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Find or register patient' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Doctor' })).not.toBeInTheDocument();
});
