import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { CALLER, STAFF } from './fixtures';
import { apiUrl, fakeToken, pagedList, server } from '../../helpers/msw';
import FindPatientPage from '../../../src/client/features/patients/desk/FindPatientPage';
import type { UnusablePhoneRow } from '../../../src/shared/patientTypes';

/** The desk's list of patients whose number cannot receive texts, under Find patient. */
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

test('Correct number: a number the server refuses is said under the field; saved, the patient leaves the list', async () => {
  const user = userEvent.setup();
  const CANNOT_TEXT = 'This number cannot receive text messages. Enter a mobile number, e.g. 0803 123 4567.';
  const rows = [LANDLINE, WORDS];
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/desk/update-patient-phone'), async ({ request }) => {
      const body = (await request.json()) as { userId: string; phone: string };
      sent.push(body);
      if (body.phone.startsWith('0201')) {
        return HttpResponse.json(
          { success: false, message: CANNOT_TEXT, errors: { phone: CANNOT_TEXT } },
          { status: 400 },
        );
      }
      rows.splice(
        rows.findIndex((row) => row._id === body.userId),
        1,
      );
      return HttpResponse.json({
        success: true,
        message: 'Phone number corrected',
        data: { _id: body.userId, phone: '+2348035550101' },
      });
    }),
  );
  const { list } = showPage(rows);
  await user.click(panel());
  await user.click(await screen.findByRole('button', { name: 'Correct the number of Ngozi Eze' }));

  const dialog = await screen.findByRole('dialog', { name: 'Correct the number of Ngozi Eze' });
  expect(within(dialog).getByText('01 280 1234')).toBeInTheDocument();
  const field = within(dialog).getByRole('textbox', { name: 'Mobile number' });
  // the shared schema's check, before anything is sent
  await user.type(field, 'call me{Enter}');
  expect(await within(dialog).findByText('Please enter a valid phone number')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.clear(field);
  await user.type(field, '0201 280 1234');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(CANNOT_TEXT)).toBeInTheDocument();
  expect(screen.getByText('Ngozi Eze')).toBeInTheDocument();

  const asked = list.queries.length;
  await user.clear(field);
  await user.type(field, '0803 555 0101{Enter}');
  expect(await screen.findByText('Phone number corrected')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Ngozi Eze')).not.toBeInTheDocument());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Ali Musa')).toBeInTheDocument();
  expect(list.queries.length).toBeGreaterThan(asked);
  expect(sent).toEqual([
    { userId: LANDLINE._id, phone: '0201 280 1234' },
    { userId: LANDLINE._id, phone: '0803 555 0101' },
  ]);
});
