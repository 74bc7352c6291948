import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../helpers/render';
import { CALLER, STAFF } from './fixtures';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import FindPatientPage from '../../../src/client/features/patients/desk/FindPatientPage';
import type { UnusablePhoneRow } from '../../../src/shared/patientTypes';

/** Issue 30: the desk's list of patients whose number cannot receive texts, under Find patient. */
const LANDLINE: UnusablePhoneRow = {
  _id: '00000000-0000-4000-8000-00000000e001',
  name: 'Ngozi Eze',
  phone: '01 280 1234',
  email: 'ngozi@example.com',
};
const WORDS: UnusablePhoneRow = {
  _id: '00000000-0000-4000-8000-00000000e002',
  name: 'Ali Musa',
  phone: 'call me',
  email: null,
};

function showPage(unusable: readonly UnusablePhoneRow[]) {
  const list = pagedList('/desk/unusable-phones', unusable);
  server.use(pagedList('/desk/find-patients', [CALLER]).handler, list.handler);
  const shown = renderWithProviders(<FindPatientPage />, {
    route: '/staff/patients/find',
    path: '/staff/patients/find',
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
  return { ...shown, list };
}

const panel = () => screen.getByRole('button', { name: /Numbers that cannot receive texts/ });

test('opened, it lists the patients five at a time; Open record finds one in the search', async () => {
  const user = userEvent.setup();
  const more = Array.from({ length: 5 }, (_, i) => ({ ...WORDS, _id: `${WORDS._id}${i}`, name: `Ali ${i}` }));
  const { list, router } = showPage([LANDLINE, ...more]);
  expect(await screen.findByText('Musa Bello')).toBeInTheDocument();
  // asked for only when the desk opens it
  expect(list.queries).toHaveLength(0);

  await user.click(panel());
  expect(await screen.findByText('Ngozi Eze')).toBeInTheDocument();
  expect(screen.getByText('01 280 1234')).toBeInTheDocument();
  expect(screen.getByText('ngozi@example.com')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Open the record of/ })).toHaveLength(5);
  expect(list.queries.at(-1)?.get('pageSize')).toBe('5');

  await user.click(screen.getByRole('button', { name: 'Open the record of Ngozi Eze' }));
  await waitFor(() => expect(router.state.location.search).toBe('?search=ngozi%40example.com'));
  expect(screen.getByRole('textbox', { name: 'Search patients by name, phone or email' })).toHaveValue(
    'ngozi@example.com',
  );

  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByText('Ali 4')).toBeInTheDocument();
  expect(screen.getByText('call me')).toBeInTheDocument();
  expect(list.queries.at(-1)?.get('page')).toBe('2');
});

test('with every number usable it says so', async () => {
  const user = userEvent.setup();
  showPage([]);
  await user.click(panel());
  expect(await screen.findByText('Every patient’s number can receive texts.')).toBeInTheDocument();
});
