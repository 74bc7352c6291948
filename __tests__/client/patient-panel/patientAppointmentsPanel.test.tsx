import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import PatientAppointmentsPanel from '../../../src/client/features/appointments/patientList/PatientAppointmentsPanel';
import { todayAtClinic } from '../../../src/client/lib/clinicTime/clinicDatePicker';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { clinicToday } from '../../../src/shared/clinicTime';
import { byDoctorOrService, filterAppointments } from '../appointments-user/fixtures';
import { fastUser } from '../reviews/fixtures';

// the calendar opens on the current month, so the visits sit on its 10th and 20th
const OPENING = dayjs(todayAtClinic());
const MONTH = OPENING.format('YYYY-MM');
const ON_10TH = `${MONTH}-10`;
const ON_20TH = `${MONTH}-20`;
const NEXT = OPENING.add(1, 'month');
const monthSpan = (month: dayjs.Dayjs) => ({
  from: month.startOf('month').format('YYYY-MM-DD'),
  to: month.endOf('month').format('YYYY-MM-DD'),
});

function makeAppointment(overrides: Partial<Appointment> & Pick<Appointment, '_id' | 'status'>): Appointment {
  return {
    date: ON_20TH,
    time: '10:00',
    schedule_date: null,
    followUpDate: null,
    comment: null,
    approvedByName: null,
    approvedAt: null,
    cancelReason: null,
    seriesId: null,
    seriesIndex: null,
    seriesSize: null,
    createdAt: '2026-01-01T09:00:00.000Z',
    userInfo: { _id: 'u-1', name: 'Chiamaka Obi' },
    doctorInfo: {
      _id: 'd-1',
      firstName: 'Ngozi',
      lastName: 'Okafor',
      service: 'Cardiology',
      location: 'Lagos',
      clinicDay: ['Monday', 'Last Friday'],
      appointmentTime: ['09:00', '13:00'],
      feePerConsultation: 15000,
    },
    ...overrides,
  };
}

function showPanel(appointments: Appointment[]) {
  const list = pagedList('/user/get-appointments-by-user-id', appointments, {
    filter: filterAppointments(byDoctorOrService),
  });
  server.use(list.handler);
  renderWithProviders(<PatientAppointmentsPanel />, {
    preloadedState: { session: { token: fakeToken(), user: makeUser() } },
  });
  return list.queries;
}

const dayCell = (iso: string) =>
  document.querySelector(`.ant-picker-calendar td[title="${iso}"]`) as HTMLElement;
/** The antd status of the badge item reading `text` in a calendar day. */
function badgeStatus(iso: string, text: string): string | undefined {
  const dot = within(dayCell(iso))
    .getByText(text)
    .closest('.ant-badge-status')
    ?.querySelector('.ant-badge-status-dot');
  return Array.from(dot?.classList ?? []).find(
    (c) => c !== 'ant-badge-status-dot' && c.startsWith('ant-badge-status-'),
  );
}
const card = async (title: string) => within(await screen.findByRole('region', { name: title }));
const asked = (queries: URLSearchParams[]) => queries.map((q) => Object.fromEntries(q));

test('the calendar marks visits on their clinic dates; each card asks for its own few', async () => {
  const completed = makeAppointment({
    _id: 'a-1',
    status: 'completed',
    date: `${MONTH}-08`,
    schedule_date: ON_10TH, // approved onto the 10th, then completed: the clinic date is the 10th
  });
  const pending = makeAppointment({
    _id: 'a-2',
    status: 'pending',
    doctorInfo: {
      ...makeAppointment({ _id: 'x', status: 'pending' }).doctorInfo,
      firstName: 'Tunde',
      lastName: 'Bello',
      clinicDay: ['Everyday'],
    },
  });
  const rejected = makeAppointment({ _id: 'a-3', status: 'rejected', date: ON_10TH });
  const cancelled = makeAppointment({ _id: 'a-4', status: 'cancelled', date: ON_10TH, cancelReason: 'Away' });
  const queries = showPanel([completed, pending, rejected, cancelled]);

  const previous = await card('Previous Appointments');
  expect(screen.getByText('Appointments Calendar')).toBeInTheDocument();
  // the calendar's code arrives after the lists
  await waitFor(() => expect(within(dayCell(ON_10TH)).queryAllByText(/Dr\./)).toHaveLength(3));
  expect(badgeStatus(ON_10TH, 'Dr. Okafor – Completed')).toBe('ant-badge-status-success');
  expect(badgeStatus(ON_10TH, 'Dr. Okafor – Rejected')).toBe('ant-badge-status-error');
  expect(badgeStatus(ON_10TH, 'Dr. Okafor – Cancelled')).toBe('ant-badge-status-default');
  expect(badgeStatus(ON_20TH, 'Dr. Bello – Pending')).toBe('ant-badge-status-warning');
  expect(within(dayCell(`${MONTH}-08`)).queryByText(/Dr\./)).not.toBeInTheDocument();

  expect(await previous.findByText('Dr. Ngozi')).toBeInTheDocument();
  expect(previous.getByText('Monday')).toBeInTheDocument();
  expect(previous.getByText('Last Friday')).toBeInTheDocument();
  expect(previous.queryByText('Dr. Tunde')).not.toBeInTheDocument();
  const pendingCard = await card('Pending Appointments');
  expect(await pendingCard.findByText('Dr. Tunde')).toBeInTheDocument();
  expect(pendingCard.getByText('Everyday')).toBeInTheDocument();
  expect(pendingCard.queryByText('Dr. Ngozi')).not.toBeInTheDocument();

  // three asks, none for everything: the shown month, and each card's few
  expect(asked(queries)).toEqual(
    expect.arrayContaining([
      { status: 'completed', sort: 'date', order: 'desc', pageSize: '5' },
      { status: 'pending', sort: 'date', order: 'asc', pageSize: '5' },
      { ...monthSpan(OPENING), sort: 'date', order: 'asc', page: '1', pageSize: '100' },
    ]),
  );
  expect(queries).toHaveLength(3);
});

test('moving to the next month asks for that month; a month of more than 100 is read page by page', async () => {
  const user = fastUser();
  const busyDay = NEXT.date(15).format('YYYY-MM-DD');
  const busy = Array.from({ length: 101 }, (_, i) =>
    makeAppointment({ _id: `b-${i}`, status: 'approved', date: busyDay, schedule_date: busyDay }),
  );
  const queries = showPanel(busy);
  await waitFor(() => expect(dayCell(ON_10TH)).not.toBeNull());
  expect(document.querySelectorAll('.ant-picker-calendar li')).toHaveLength(0);

  // the grid's trailing days belong to the next month: a click there moves to it
  await user.click(dayCell(NEXT.startOf('month').format('YYYY-MM-DD')));
  await waitFor(() =>
    expect(within(dayCell(busyDay)).getAllByText('Dr. Okafor – Approved')).toHaveLength(101),
  );

  const monthAsks = asked(queries).filter((q) => q.from === monthSpan(NEXT).from);
  expect(monthAsks).toEqual([
    { ...monthSpan(NEXT), sort: 'date', order: 'asc', page: '1', pageSize: '100' },
    { ...monthSpan(NEXT), sort: 'date', order: 'asc', page: '2', pageSize: '100' },
  ]);
});

test('with no completed and no pending visits both cards say so', async () => {
  showPanel([makeAppointment({ _id: 'a-9', status: 'approved', schedule_date: ON_20TH })]);
  expect(
    await (await card('Previous Appointments')).findByText('No previous appointments.'),
  ).toBeInTheDocument();
  expect(
    await (await card('Pending Appointments')).findByText('No pending appointments.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(badgeStatus(ON_20TH, 'Dr. Okafor – Approved')).toBe('ant-badge-status-processing'),
  );
});

/** A zone whose date differs from this machine's right now: 14 h ahead or 12 h behind UTC. */
function zoneOnAnotherDate(): string {
  const localDate = dayjs().format('YYYY-MM-DD');
  return ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => clinicToday(zone) !== localDate) as string;
}

test("the calendar opens on the clinic's today, not the browser's, when their dates differ", async () => {
  const zone = zoneOnAnotherDate();
  const meta = Object.assign(document.createElement('meta'), { name: 'clinic-timezone', content: zone });
  document.head.append(meta);
  try {
    showPanel([]);
    await waitFor(() => expect(document.querySelector('.ant-picker-calendar')).not.toBeNull());
    const selected = document.querySelector('.ant-picker-calendar td.ant-picker-cell-selected');
    expect(selected?.getAttribute('title')).toBe(clinicToday(zone));
  } finally {
    meta.remove();
  }
});
