import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { CALLER, STAFF } from './fixtures';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import FindPatientPage from '../../../src/client/features/patients/desk/FindPatientPage';
import type { DeskPatientRow } from '../../../src/shared/patientTypes';

const ACCOUNT: DeskPatientRow = {
  _id: '00000000-0000-4000-8000-00000000d002',
  name: 'Chiamaka Obi',
  phone: '+234 802 000 0010',
  email: 'patient1@clinicbook.local',
  dateOfBirth: null,
  hasAccount: true,
  accountHolder: null,
  nextVisit: { _id: 'a-1', date: '2026-12-01', time: '10:30', doctorName: 'Dr. Ada Obi', status: 'approved' },
};

/** The server's matching: any part of the name or e-mail, or the phone's digits. */
const matching = (rows: readonly DeskPatientRow[], query: URLSearchParams) => {
  const search = (query.get('search') ?? '').toLowerCase();
  const digits = search.replace(/\D/g, '');
  return rows.filter(
    (p) =>
      !search ||
      p.name.toLowerCase().includes(search) ||
      (p.email ?? '').includes(search) ||
      (digits !== '' && p.phone.replace(/\D/g, '').includes(digits)),
  );
};

function showPage(route = '/staff/patients/find') {
  const list = pagedList('/desk/find-patients', [CALLER, ACCOUNT], { filter: matching });
  server.use(list.handler);
  const shown = renderWithProviders(<FindPatientPage />, {
    route,
    path: '/staff/patients/find',
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
  return { ...shown, list };
}

const table = () => within(screen.getByRole('table'));

test('the search reaches the server and the URL after a pause; Book opens the booking for that patient', async () => {
  const user = userEvent.setup();
  const { list, router } = showPage();
  expect(await screen.findByText('Musa Bello')).toBeInTheDocument();
  expect(table().getByText('01-12-2026 10:30')).toBeInTheDocument();
  expect(table().getByText('Dr. Ada Obi')).toBeInTheDocument();

  // pasted whole: in jsdom a keystroke can come later than the debounce and be sent on its own
  await user.click(screen.getByRole('textbox', { name: 'Search patients by name, phone or email' }));
  await user.paste('0803 123');
  await waitFor(() => expect(router.state.location.search).toBe('?search=0803+123'));
  await waitFor(() => expect(table().queryByText('Chiamaka Obi')).not.toBeInTheDocument());
  expect(table().getByText('Musa Bello')).toBeInTheDocument();
  expect(list.queries.at(-1)?.get('search')).toBe('0803 123');
  expect(list.queries.at(-1)?.get('page')).toBe('1');

  await user.click(table().getByRole('button', { name: 'Book for Musa Bello' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/staff/patients/${CALLER._id}/book`));
  expect(router.state.location.state).toEqual({ patientName: 'Musa Bello' });
});

test('Register patient checks the form, and a duplicate offers the existing record instead', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  server.use(
    http.post('http://localhost/api/desk/register-patient', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        {
          success: false,
          message: 'A patient with this name and phone number already exists',
          data: { _id: CALLER._id },
        },
        { status: 409 },
      );
    }),
  );
  const { router } = showPage('/staff/patients/find?search=nobody');
  await screen.findByText(/No patients found/);

  await user.click(screen.getByRole('button', { name: /Register patient/ }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByLabelText('Full Name')).toHaveValue('nobody');
  await user.clear(dialog.getByLabelText('Full Name'));
  await user.click(dialog.getByRole('button', { name: 'Register' }));
  expect(await dialog.findByText('Please enter the patient’s name')).toBeInTheDocument();
  expect(await dialog.findByText('Please enter the patient’s phone number')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(dialog.getByLabelText('Full Name'), 'musa bello');
  await user.type(dialog.getByLabelText('Phone Number'), '0803 123 4567');
  // the patient's language starts as the desk's own, and the desk can name another
  expect(dialog.getByText('English')).toBeInTheDocument();
  await user.click(dialog.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByText('Hausa', { selector: '.ant-select-item-option span' }));
  await user.click(dialog.getByRole('button', { name: 'Register' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(
    'A patient with this name and phone number already exists',
  );
  expect(sent).toEqual([{ name: 'musa bello', phone: '0803 123 4567', language: 'ha' }]);

  await user.click(dialog.getByRole('button', { name: 'Open existing record' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await table().findByText('Musa Bello')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?search=0803+123+4567'));
});

test('a family member shows whose they are, with the relationship', async () => {
  const child: DeskPatientRow = {
    ...CALLER,
    _id: '00000000-0000-4000-8000-00000000d003',
    name: 'Tobi Obi',
    accountHolder: { _id: ACCOUNT._id, name: 'Chiamaka Obi', relationship: 'Child' },
  };
  const other: DeskPatientRow = {
    ...child,
    _id: '00000000-0000-4000-8000-00000000d004',
    name: 'Ada Obi',
    accountHolder: { _id: ACCOUNT._id, name: 'Chiamaka Obi', relationship: 'Other' },
  };
  server.use(pagedList('/desk/find-patients', [ACCOUNT, child, other]).handler);
  renderWithProviders(<FindPatientPage />, {
    route: '/staff/patients/find',
    path: '/staff/patients/find',
    preloadedState: { session: { token: fakeToken(STAFF), user: STAFF } },
  });
  const childRow = within((await screen.findByText('Tobi Obi')).closest('tr') as HTMLElement);
  expect(childRow.getByText('Child of Chiamaka Obi')).toBeInTheDocument();
  const otherRow = within(screen.getByText('Ada Obi').closest('tr') as HTMLElement);
  expect(otherRow.getByText('Family member of Chiamaka Obi')).toBeInTheDocument();
  // the holder's own row names nobody else
  const holderRow = within(screen.getAllByText('Chiamaka Obi')[0].closest('tr') as HTMLElement);
  expect(holderRow.queryByText(/ of /)).not.toBeInTheDocument();
});
