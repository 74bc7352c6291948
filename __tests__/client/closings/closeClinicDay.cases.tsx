import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import DoctorsListPage from '../../../src/client/features/doctors/pages/DoctorsListPage';
import { doctorsServer, fastUser, makeDoctor } from '../doctors-list/fixtures';
import { typeIntoPicker } from '../pickers';
import { API, dmy, fromToday, previewServer } from './fixtures';

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });
const ADA = makeDoctor({ status: 'approved', clinicDay: ['Everyday'] });

function showDoctors() {
  server.use(pagedList('/admin/get-all-doctors', [ADA], { filter: doctorsServer }).handler);
  const closings = pagedList('/admin/closed-clinic-days', []);
  server.use(closings.handler);
  renderWithProviders(<DoctorsListPage />, {
    route: '/admin/doctorslist',
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  return closings;
}

/** close-clinic-day recording each body and answering the server's summary. */
function closeServer(message: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/admin/close-clinic-day`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ success: true, message, data: { dates: [], cancelled: 3 } });
    }),
  );
  return bodies;
}

async function openDialog() {
  const user = fastUser();
  await user.click(await screen.findByRole('button', { name: 'Close clinic day for Dr. Ada Obi' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Close clinic day: Dr. Ada Obi' }, { timeout: 10_000 }),
  );
  return { user, dialog };
}

/** Types both ends of the leave range, each confirmed with Enter as a keyboard user does. */
async function typeRange(from: string, to: string) {
  for (const [placeholder, value] of [
    ['First day', from],
    ['Last day', to],
  ]) {
    const input = await screen.findByPlaceholderText(placeholder);
    act(() => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value } });
    });
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await waitFor(() => expect(input).toHaveValue(value));
  }
}

test('one day: the dialog counts what it would cancel, needs a reason, and sends { doctorId, date, reason }', async () => {
  const day = dmy(fromToday(4));
  const queries = previewServer(() => ({ dates: [fromToday(4)], appointments: 3 }));
  const bodies = closeServer('Closed 1 clinic day; 3 appointments cancelled');
  const closings = showDoctors();
  const { user, dialog } = await openDialog();

  await typeIntoPicker('Clinic day', day);
  expect(
    await dialog.findByText('Covers 1 clinic day. This will cancel 3 appointments.'),
  ).toBeInTheDocument();
  expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ doctorId: ADA._id, date: day });

  await user.click(dialog.getByRole('button', { name: 'Close clinic day' }));
  expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
  expect(bodies).toEqual([]);

  const listed = closings.queries.length;
  await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Medical conference');
  await user.click(dialog.getByRole('button', { name: 'Close clinic day' }));
  expect(await screen.findByText('Closed 1 clinic day; 3 appointments cancelled')).toBeInTheDocument();
  expect(bodies).toEqual([{ doctorId: ADA._id, date: day, reason: 'Medical conference' }]);
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Close clinic day: Dr. Ada Obi' })).not.toBeInTheDocument(),
  );
  await waitFor(() => expect(closings.queries.length).toBeGreaterThan(listed)); // the closings table is read again
});

test('several days: the range is previewed and sent as { doctorId, from, to, reason }', async () => {
  const [from, to] = [dmy(fromToday(7)), dmy(fromToday(9))];
  const queries = previewServer((query) =>
    query.has('from')
      ? { dates: [fromToday(7), fromToday(8), fromToday(9)], appointments: 5 }
      : { dates: [], appointments: 0 },
  );
  const bodies = closeServer('Closed 3 clinic days; 5 appointments cancelled');
  showDoctors();
  const { user, dialog } = await openDialog();

  await user.click(dialog.getByRole('radio', { name: 'Several days' }));
  await typeRange(from, to);
  expect(
    await dialog.findByText('Covers 3 clinic days. This will cancel 5 appointments.'),
  ).toBeInTheDocument();
  expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ doctorId: ADA._id, from, to });

  await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Annual leave');
  await user.click(dialog.getByRole('button', { name: 'Close clinic day' }));
  expect(await screen.findByText('Closed 3 clinic days; 5 appointments cancelled')).toBeInTheDocument();
  expect(bodies).toEqual([{ doctorId: ADA._id, from, to, reason: 'Annual leave' }]);
});

test("days the doctor does not hold clinic: the preview says so in the server's words, and a refused close keeps the dialog", async () => {
  const day = dmy(fromToday(4));
  const notHeld = `Dr. Ada Obi does not hold clinic on ${day}`;
  server.use(
    http.get(`${API}/admin/clinic-day-closing-preview`, () =>
      HttpResponse.json({ success: false, message: notHeld }, { status: 400 }),
    ),
    http.post(`${API}/admin/close-clinic-day`, () =>
      HttpResponse.json({ success: false, message: notHeld }, { status: 400 }),
    ),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {}); // the preview's failure is logged
  showDoctors();
  const { user, dialog } = await openDialog();

  await typeIntoPicker('Clinic day', day);
  expect(await dialog.findByText(notHeld)).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Leave');
  await user.click(dialog.getByRole('button', { name: 'Close clinic day' }));
  await waitFor(() => expect(dialog.getAllByText(notHeld)).toHaveLength(2));
  expect(screen.getByRole('dialog', { name: 'Close clinic day: Dr. Ada Obi' })).toBeInTheDocument();
  warn.mockRestore();
});
