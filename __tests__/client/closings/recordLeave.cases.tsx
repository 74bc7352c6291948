import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import DoctorsListPage from '../../../src/client/features/doctors/pages/DoctorsListPage';
import { doctorsServer, fastUser, makeDoctor } from '../doctors-list/fixtures';
import { API, dmy, fromToday, previewServer } from './fixtures';

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const ADA = makeDoctor({ status: 'approved', clinicDay: ['Everyday'] });
const BELLO = makeDoctor({
  _id: '00000000-0000-4000-8000-000000000002',
  firstName: 'Bello',
  lastName: 'Sani',
});

test('record leave: range, reason and a substitute of the same service, confirmed before anything closes', async () => {
  const [from, to] = [dmy(fromToday(7)), dmy(fromToday(9))];
  previewServer(() => ({ dates: [fromToday(7), fromToday(8), fromToday(9)], appointments: 4 }));
  const substitutes = pagedList('/user/get-all-approved-doctors', [ADA, BELLO]);
  const bodies: unknown[] = [];
  server.use(
    pagedList('/admin/get-all-doctors', [ADA], { filter: doctorsServer }).handler,
    pagedList('/admin/closed-clinic-days', []).handler,
    substitutes.handler,
    http.post(`${API}/doctor/record-leave`, async ({ request }) => {
      bodies.push(await request.json());
      const message =
        'Leave recorded: 3 clinic days closed; 3 appointments offered to the substitute, 1 appointment cancelled';
      return HttpResponse.json({
        success: true,
        message,
        data: { leaveId: ADA._id, dates: [], cancelled: 1, offered: 3, visits: [] },
      });
    }),
  );
  renderWithProviders(<DoctorsListPage />, {
    route: '/admin/doctorslist',
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  const user = fastUser();
  await user.click(await screen.findByRole('button', { name: 'Record leave for Dr. Ada Obi' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Record leave: Dr. Ada Obi' }, { timeout: 10_000 }),
  );

  for (const [placeholder, value] of [
    ['First day', from],
    ['Last day', to],
  ]) {
    const input = await dialog.findByPlaceholderText(placeholder);
    act(() => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
    });
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await waitFor(() => expect(input).toHaveValue(value));
  }
  expect(
    await dialog.findByText('Covers 3 clinic days. This will cancel 4 appointments.'),
  ).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Annual leave');
  // the picker asks for the doctor's service and leaves the doctor out
  await user.click(dialog.getByRole('combobox', { name: 'Substitute (optional)' }));
  await user.click(
    await screen.findByText('Dr. Bello Sani · Lagos', { selector: '.ant-select-item-option *' }),
  );
  expect(
    screen.queryByText('Dr. Ada Obi · Lagos', { selector: '.ant-select-item-option *' }),
  ).not.toBeInTheDocument();
  expect(substitutes.queries.at(-1)?.get('service')).toBe('Cardiology');

  await user.click(dialog.getByRole('button', { name: 'Continue' }));
  expect(
    await dialog.findByText(`Close every clinic day of Dr. Ada Obi from ${from} to ${to}?`),
  ).toBeInTheDocument();
  expect(
    dialog.getByText(
      'Their patients are told, and offered to keep the same date and time with Dr. Bello Sani in one click, or to rebook.',
    ),
  ).toBeInTheDocument();
  expect(bodies).toEqual([]);

  await user.click(dialog.getByRole('button', { name: 'Record leave' }));
  expect(await screen.findByText(/^Leave recorded: 3 clinic days closed/)).toBeInTheDocument();
  expect(bodies).toEqual([
    { doctorId: ADA._id, from, to, reason: 'Annual leave', substituteDoctorId: BELLO._id },
  ]);
});
