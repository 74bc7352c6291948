import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import DoctorCompletePage from '../../../src/client/features/appointments/pages/DoctorCompletePage';
import AdminCompletePage from '../../../src/client/features/appointments/pages/AdminCompletePage';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { dmy, inDays, makeAppointment } from '../dashboard/fixtures';
import { byPatient, filterAppointments } from '../appointments-user/fixtures';

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const DOCTOR = makeUser({ _id: 'doc-1', name: 'Ada Obi', isDoctor: true, role: 'doctor' });
const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });

const SCHEDULED = inDays(2);
const FOLLOW_UP_VISIT = inDays(9);
const byStatus = (patient: string, status: Appointment['status']) =>
  makeAppointment({
    status,
    userInfo: { _id: `u-${patient}`, name: patient },
    schedule_date: status === 'pending' ? null : SCHEDULED,
    followUpDate: status === 'follow-up' ? FOLLOW_UP_VISIT : null,
  });
const APPOINTMENTS = {
  pending: byStatus('Pending Patient', 'pending'),
  approved: byStatus('Approved Patient', 'approved'),
  followUp: byStatus('Followup Patient', 'follow-up'),
  completed: byStatus('Completed Patient', 'completed'),
  rejected: byStatus('Rejected Patient', 'rejected'),
};
const LIST = { doctor: '/doctor/get-appointments-by-doctor-id', admin: '/admin/get-all-appointments' };
/** Options show the visit being completed: requested date, schedule date, or a follow-up's own date. */
const OPTION_DATES: Record<string, string> = {
  Pending: APPOINTMENTS.pending.date,
  Approved: SCHEDULED,
  'Follow-up': FOLLOW_UP_VISIT,
};
const optionText = (patient: string, status: string) =>
  `${patient} – Dr. Ada Eze – ${dmy(OPTION_DATES[status])} (${status})`;

/**
 * The page of a role over its list endpoint, answered from `rows` as the server filters them (status,
 * patient name); returns the rows (change them as the server would) and the query strings asked.
 */
function show(
  page: 'doctor' | 'admin',
  complete?: ReturnType<typeof recordCalls>,
  rows: Appointment[] = Object.values(APPOINTMENTS),
) {
  const signedIn = page === 'doctor' ? DOCTOR : ADMIN;
  const list = pagedList(LIST[page], rows, { filter: filterAppointments(byPatient) });
  server.use(list.handler, ...(complete ? [complete.handler] : []));
  renderWithProviders(page === 'doctor' ? <DoctorCompletePage /> : <AdminCompletePage />, {
    preloadedState: { session: { token: fakeToken(signedIn), user: signedIn } },
  });
  return { rows, queries: list.queries };
}
const asked = (queries: URLSearchParams[]) => queries.map((q) => Object.fromEntries(q));

const form = () => within(screen.getByRole('form', { name: 'Complete Appointment Form' }));

/** Opens the appointment select (on mousedown, as a browser does) and reads its options, sorted. */
async function openAppointments(): Promise<string[]> {
  act(() => {
    fireEvent.mouseDown(form().getByLabelText('Appointment').closest('.ant-select') as HTMLElement);
  });
  const titles = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option'));
    if (found.length === 0) throw new Error('the options have not opened');
    return found.map((o) => o.getAttribute('title') ?? '');
  });
  return titles.sort();
}

const shownErrors = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);
/** Types the date so the calendar shows its month, then clicks its day. */
async function pickFollowUpDate(iso: string) {
  const u = user();
  await u.click(form().getByLabelText('Follow-up date'));
  await u.paste(dmy(iso));
  await u.click(await waitFor(() => document.querySelector(`td[title="${iso}"]`) as HTMLElement));
  await waitFor(() => expect(form().getByLabelText('Follow-up date')).toHaveValue(dmy(iso)));
}

/** Whether the follow-up date item is shown (antd hides it with a class; toBeVisible is slow here). */
const followUpDateShown = () =>
  !form()
    .getByLabelText('Follow-up date')
    .closest('.ant-form-item')
    ?.classList.contains('ant-form-item-hidden');

const submit = () => user().click(form().getByRole('button', { name: 'Complete Appointment' }));

test('the doctor lists pending, approved and follow-up; the date is required only with Yes and cleared by No', async () => {
  const u = user();
  const complete = recordCalls('post', '/doctor/complete-appointment', {
    success: true,
    message: 'Appointment marked as completed',
  });
  const { rows, queries } = show('doctor', complete);
  await screen.findByRole('form', { name: 'Complete Appointment Form' });
  expect(asked(queries)).toEqual([{ status: 'pending,approved,follow-up', pageSize: '20' }]);
  expect(
    screen.getByText('Complete Appointment Form', { selector: '.ant-card-head-title' }),
  ).toBeInTheDocument();

  await submit();
  await waitFor(() =>
    expect(shownErrors()).toEqual([
      'Please select an appointment',
      'Please add a comment note',
      'Please select an option',
    ]),
  );

  expect(await openAppointments()).toEqual(
    [
      optionText('Pending Patient', 'Pending'),
      optionText('Approved Patient', 'Approved'),
      optionText('Followup Patient', 'Follow-up'),
    ].sort(),
  );
  await u.click(
    document.querySelector(`[title="${optionText('Approved Patient', 'Approved')}"]`) as HTMLElement,
  );
  await u.click(form().getByLabelText('Comment'));
  await u.paste('Blood pressure is back to normal');

  await u.click(form().getByRole('radio', { name: 'Yes' }));
  await submit();
  expect(await form().findByText('Please select a follow-up date')).toBeInTheDocument();

  const followUp = inDays(14);
  await u.click(form().getByLabelText('Follow-up date'));
  await u.paste(dmy(followUp));
  await u.keyboard('{Enter}'); // confirms the date without submitting the form
  await waitFor(() => expect(form().getByLabelText('Follow-up date')).toHaveValue(dmy(followUp)));
  expect(complete.calls).toHaveLength(0);
  await u.click(form().getByRole('radio', { name: 'No' }));
  await waitFor(() => expect(followUpDateShown()).toBe(false));
  await u.click(form().getByRole('radio', { name: 'Yes' }));
  await waitFor(() => expect(followUpDateShown()).toBe(true));
  expect(form().getByLabelText('Follow-up date')).toHaveValue(''); // No cleared it

  await pickFollowUpDate(followUp);
  // as the server records it: a follow-up on that date, still to be completed then
  const followedUp = { ...APPOINTMENTS.approved, status: 'follow-up' as const, followUpDate: followUp };
  rows.splice(rows.indexOf(APPOINTMENTS.approved), 1, followedUp);
  await submit();

  expect(await screen.findByText('Appointment marked as completed')).toBeInTheDocument();
  expect(complete.calls).toEqual([
    {
      appointmentId: APPOINTMENTS.approved._id,
      appointment: APPOINTMENTS.approved._id,
      comment: 'Blood pressure is back to normal',
      followUpNeeded: 'yes',
      followUpDate: followUp,
    },
  ]);
  await waitFor(() => expect(form().getByLabelText('Comment')).toHaveValue('')); // the form is reset
  // its option now offers the follow-up visit
  expect(await openAppointments()).toContain(`Approved Patient – Dr. Ada Eze – ${dmy(followUp)} (Follow-up)`);
});

test('the select asks the server as the user types, once per pause; a completed appointment leaves it', async () => {
  const u = user();
  const complete = recordCalls('post', '/doctor/complete-appointment', { success: true });
  const { rows, queries } = show('doctor', complete);
  await screen.findByRole('form', { name: 'Complete Appointment Form' });
  await u.type(form().getByRole('combobox', { name: 'Appointment' }), 'FOLLOW');
  const followUpOption = optionText('Followup Patient', 'Follow-up');
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
  expect(asked(queries)).toEqual([
    { status: 'pending,approved,follow-up', pageSize: '20' },
    { status: 'pending,approved,follow-up', pageSize: '20', search: 'FOLLOW' },
  ]);

  await u.click(document.querySelector(`[title="${followUpOption}"]`) as HTMLElement);
  await u.click(form().getByLabelText('Comment'));
  await u.paste('All healed');
  await u.click(form().getByRole('radio', { name: 'No' }));
  rows.splice(rows.indexOf(APPOINTMENTS.followUp), 1, { ...APPOINTMENTS.followUp, status: 'completed' });
  await submit();

  expect(await screen.findByText('Appointment completed')).toBeInTheDocument();
  await waitFor(async () =>
    expect(await openAppointments()).toEqual(
      [optionText('Pending Patient', 'Pending'), optionText('Approved Patient', 'Approved')].sort(),
    ),
  );
});

test('admin and staff list approved and follow-up only; No sends no date; a refusal shows the server message', async () => {
  const u = user();
  const complete = recordCalls(
    'post',
    '/admin/complete-appointment',
    { success: false, message: 'This appointment is already completed' },
    409,
  );
  const { queries } = show('admin', complete);
  await screen.findByRole('form', { name: 'Complete Appointment Form' });
  expect(asked(queries)).toEqual([{ status: 'approved,follow-up', pageSize: '20' }]);

  expect(await openAppointments()).toEqual(
    [optionText('Approved Patient', 'Approved'), optionText('Followup Patient', 'Follow-up')].sort(),
  );
  await u.click(
    document.querySelector(`[title="${optionText('Followup Patient', 'Follow-up')}"]`) as HTMLElement,
  );
  await u.click(form().getByLabelText('Comment'));
  await u.paste('Healed well');
  await u.click(form().getByRole('radio', { name: 'No' }));
  await submit();

  expect(await screen.findByText('This appointment is already completed')).toBeInTheDocument();
  expect(complete.calls).toEqual([
    {
      appointmentId: APPOINTMENTS.followUp._id,
      appointment: APPOINTMENTS.followUp._id,
      comment: 'Healed well',
      followUpNeeded: 'no',
    },
  ]);
  expect(form().getByLabelText('Comment')).toHaveValue('Healed well'); // kept for another try
});

test('with nothing to complete the page says so instead of showing the form', async () => {
  show('admin', undefined, [APPOINTMENTS.pending, APPOINTMENTS.completed, APPOINTMENTS.rejected]);
  expect(await screen.findByText('No appointments are waiting to be completed.')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});
