import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import DoctorAppointmentsPage from '../../../src/client/features/appointments/pages/DoctorAppointmentsPage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import type { ListArgs } from '../../../src/client/lib/api/pagedList';
import { dmy, fastUser, filterAppointments, forPatient, fromToday, servicesAnswer } from './fixtures';

const DOCTOR = makeUser({ _id: 'd-1', name: 'Ada Eze', isDoctor: true, role: 'doctor' });
const STATUS_CALL = '/doctor/change-appointment-status';
const LIST = '/doctor/get-appointments-by-doctor-id';

type ListOptions = Parameters<typeof pagedList<Appointment>>[2];

/** The desk over a server that searches, filters and pages `appointments` as the real one does. */
async function showPage(appointments: Appointment[], route = '/', options: ListOptions = {}) {
  const list = pagedList(LIST, appointments, { filter: filterAppointments, ...options });
  server.use(list.handler, servicesAnswer(['Cardiology']));
  const rendered = renderWithProviders(<DoctorAppointmentsPage />, {
    route,
    preloadedState: { session: { token: fakeToken(DOCTOR), user: DOCTOR } },
  });
  await screen.findByText(appointments[0].userInfo.name);
  return { ...rendered, list };
}

// Role queries over the whole page cost seconds each in jsdom (every element's name and visibility is
// computed): find the row by its text, then query inside it.
const rowOf = (patient: string) => within(screen.getByText(patient).closest('tr') as HTMLElement);
/** The Scheduled Date cell of a patient's row (its date is a piece of its own, kept on one line). */
const scheduledCellOf = (patient: string) => {
  const titles = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
  return screen.getByText(patient).closest('tr')?.children[titles.indexOf('Scheduled Date')];
};
const patientsShown = () =>
  Array.from(document.querySelectorAll('tbody tr.ant-table-row'), (row) => row.firstChild?.textContent);
const searchBox = () => screen.getByPlaceholderText('Search patient...');
const closed = () => expect(document.querySelector('.ant-modal')).toBeNull();

/** Pastes the text: typing it key by key re-renders the antd table or form on every key. */
async function typeInto(user: ReturnType<typeof fastUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseStatus(user: ReturnType<typeof fastUser>, label: string) {
  await user.click(screen.getByLabelText('Filter by status'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  await user.click(option);
}

test('search and status are answered by the server; only pending rows offer Approve and Reject, visits to come Cancel', async () => {
  const user = fastUser();
  const { list } = await showPage([
    forPatient('Bola Ade'),
    forPatient('Chidi Okoro', { status: 'approved', schedule_date: fromToday(2) }),
    forPatient('Bola Musa', { status: 'completed' }),
  ]);
  expect(patientsShown()).toEqual(['Bola Ade', 'Chidi Okoro', 'Bola Musa']);
  const chidi = rowOf('Chidi Okoro');
  expect(scheduledCellOf('Chidi Okoro')).toHaveTextContent(`${dmy(fromToday(2))} 10:00`, {
    normalizeWhitespace: true,
  });
  // a pending request says what it asked for, marked as requested
  expect(scheduledCellOf('Bola Ade')).toHaveTextContent(`Requested: ${dmy(fromToday(3))} 10:00`);
  expect(chidi.getByText('Everyday')).toBeInTheDocument();
  expect(rowOf('Bola Ade').getByRole('button', { name: 'Approve appointment of Bola Ade' })).toBeVisible();
  expect(rowOf('Bola Ade').getByRole('button', { name: 'Reject appointment of Bola Ade' })).toBeVisible();
  expect(rowOf('Bola Ade').getByRole('button', { name: 'Cancel appointment of Bola Ade' })).toBeVisible();
  const buttonNames = (patient: string) =>
    rowOf(patient)
      .queryAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
  expect(buttonNames('Chidi Okoro')).toEqual(['Cancel appointment of Chidi Okoro']);
  expect(buttonNames('Bola Musa')).toEqual([]);

  await typeInto(user, searchBox(), 'bola');
  await waitFor(() => expect(patientsShown()).toEqual(['Bola Ade', 'Bola Musa']));
  await chooseStatus(user, 'Completed');
  await waitFor(() => expect(patientsShown()).toEqual(['Bola Musa']));
  expect(Object.fromEntries(list.queries.at(-1) ?? [])).toEqual({
    page: '1',
    pageSize: '10',
    search: 'bola',
    status: 'completed',
  });

  await user.click(screen.getByText('Clear Filters'));
  await waitFor(() => expect(patientsShown()).toEqual(['Bola Ade', 'Chidi Okoro', 'Bola Musa']));
  expect(searchBox()).toHaveValue('');
});

test('typing several letters asks the server once, with the whole text; a link’s doctorId is not sent', async () => {
  const user = fastUser();
  const { list, router } = await showPage(
    [forPatient('Bola Ade'), forPatient('Chidi Okoro')],
    '/?doctorId=00000000-0000-4000-8000-000000000001',
  );
  await user.type(searchBox(), 'CHI');
  expect(searchBox()).toHaveValue('CHI'); // the box shows each letter at once
  await waitFor(() => expect(patientsShown()).toEqual(['Chidi Okoro']));
  expect(list.queries.map((q) => q.get('search'))).toEqual([null, 'CHI']);
  expect(list.queries.some((q) => q.has('doctorId'))).toBe(false);
  expect(router.state.location.search).toContain('search=CHI');
});

test('an older answer arriving after a newer one does not replace the rows on screen', async () => {
  const user = fastUser();
  const { store } = await showPage(
    [forPatient('Ayo Bello', { status: 'approved' }), forPatient('Bola Ade'), forPatient('Chidi Okoro')],
    '/',
    // the pending list is slow to come
    { delay: (query) => (query.get('status') === 'pending' ? 400 : 0) },
  );
  await chooseStatus(user, 'Pending');
  await chooseStatus(user, 'Approved');
  await waitFor(() => expect(patientsShown()).toEqual(['Ayo Bello']));

  const pendingAnswered = () =>
    Object.values(store.getState().api.queries).some(
      (entry) =>
        (entry?.originalArgs as ListArgs | undefined)?.status?.[0] === 'pending' &&
        entry?.status === 'fulfilled',
    );
  await waitFor(() => expect(pendingAnswered()).toBe(true));
  expect(patientsShown()).toEqual(['Ayo Bello']);
  expect(screen.getByLabelText('Filter by status').closest('.ant-select')).toHaveTextContent('Approved');
});

test('approving for a doctor with no clinic day ahead asks for a date and a comment', async () => {
  const user = fastUser();
  const noClinic = forPatient('Ayo Bello');
  await showPage([{ ...noClinic, doctorInfo: { ...noClinic.doctorInfo, clinicDay: [] } }]);

  // no date to start from, so both messages and the toast
  await user.click(rowOf('Ayo Bello').getByRole('button', { name: 'Approve appointment of Ayo Bello' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Approve Appointment' }));
  expect(dialog.getByText('No clinic day in the next 30 days')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('Please pick a schedule date')).toBeInTheDocument();
  expect(await dialog.findByText('Please add a comment')).toBeInTheDocument();
  expect(await dialog.findByText('Please choose a schedule date')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(closed);
});

test('approve sends the trimmed comment and the date, the picker starting on the requested day', async () => {
  const user = fastUser();
  const status = recordCalls('post', STATUS_CALL, { success: true, message: 'Appointment approved' });
  server.use(status.handler);
  const bola = forPatient('Bola Ade', { date: fromToday(4) });
  await showPage([bola]);

  // an Everyday doctor: the hint shows today
  await user.click(rowOf('Bola Ade').getByRole('button', { name: 'Approve appointment of Bola Ade' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Approve Appointment' }));
  expect(dialog.getByText(`Next clinic day: ${dmy(fromToday(0))}`)).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: 'Schedule date' })).toHaveValue(dmy(fromToday(4)));
  await typeInto(user, dialog.getByRole('textbox', { name: 'Comment' }), '  See you then ');
  await user.click(dialog.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('Appointment approved')).toBeInTheDocument();
  await waitFor(closed);
  expect(status.calls).toEqual([
    { appointmentId: bola._id, status: 'approved', comment: 'See you then', schedule_date: fromToday(4) },
  ]);
});

test('reject asks for no date and sends none', async () => {
  const user = fastUser();
  const status = recordCalls('post', STATUS_CALL, { success: true, message: 'Appointment rejected' });
  server.use(status.handler);
  const chidi = forPatient('Chidi Okoro');
  await showPage([chidi]);

  await user.click(rowOf('Chidi Okoro').getByRole('button', { name: 'Reject appointment of Chidi Okoro' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reject Appointment' }));
  expect(dialog.queryByRole('textbox', { name: 'Schedule date' })).not.toBeInTheDocument();
  await typeInto(user, dialog.getByRole('textbox', { name: 'Comment' }), 'Fully booked');
  await user.click(dialog.getByRole('button', { name: 'OK' }));

  await waitFor(() => expect(status.calls).toHaveLength(1));
  expect(status.calls).toEqual([{ appointmentId: chidi._id, status: 'rejected', comment: 'Fully booked' }]);
});

test('a patient’s name opens their record: a patient with a visit, so no reason is asked there', async () => {
  const user = fastUser();
  const visit = forPatient('Bola Ade');
  const { router } = await showPage([visit]);
  await user.click(rowOf('Bola Ade').getByRole('link', { name: 'Bola Ade' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/doctor/patients/${visit.userInfo._id}`));
});
