import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, server } from '../../helpers/msw';
import PatientAppointmentsPanel from '../../../src/client/features/appointments/components/PatientAppointmentsPanel';
import { todayAtClinic } from '../../../src/client/components/clinicDatePicker';
import type { Appointment } from '../../../src/shared/schemas/appointments';
import { clinicToday } from '../../../src/shared/clinicTime';
import dayjs from 'dayjs';

// the calendar opens on the current month, so the visits sit on its 10th and 20th
const MONTH = todayAtClinic().slice(0, 7);
const ON_10TH = `${MONTH}-10`;
const ON_20TH = `${MONTH}-20`;

function makeAppointment(overrides: Partial<Appointment> & Pick<Appointment, '_id' | 'status'>): Appointment {
  return {
    date: ON_20TH,
    time: '10:00',
    schedule_date: null,
    followUpDate: null,
    comment: null,
    approvedByName: null,
    approvedAt: null,
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
  server.use(answer('get', '/user/get-appointments-by-user-id', { success: true, data: appointments }));
  return renderWithProviders(<PatientAppointmentsPanel />, {
    preloadedState: { session: { token: fakeToken(), user: makeUser() } },
  });
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

test('the calendar marks completed and pending visits on their clinic dates; the cards list them', async () => {
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
  showPanel([completed, pending, rejected]);

  const previous = await card('Previous Appointments');
  expect(screen.getByText('Appointments Calendar')).toBeInTheDocument();
  // the calendar's code arrives after the lists
  await waitFor(() => expect(dayCell(ON_10TH)).not.toBeNull());
  expect(badgeStatus(ON_10TH, 'Dr. Okafor – Completed')).toBe('ant-badge-status-success');
  expect(badgeStatus(ON_10TH, 'Dr. Okafor – Rejected')).toBe('ant-badge-status-error');
  expect(badgeStatus(ON_20TH, 'Dr. Bello – Pending')).toBe('ant-badge-status-warning');
  expect(within(dayCell(`${MONTH}-08`)).queryByText(/Dr\./)).not.toBeInTheDocument();

  expect(previous.getByText('Dr. Ngozi')).toBeInTheDocument();
  expect(previous.getByText('Monday')).toBeInTheDocument();
  expect(previous.getByText('Last Friday')).toBeInTheDocument();
  expect(previous.queryByText('Dr. Tunde')).not.toBeInTheDocument();
  const pendingCard = await card('Pending Appointments');
  expect(pendingCard.getByText('Dr. Tunde')).toBeInTheDocument();
  expect(pendingCard.getByText('Everyday')).toBeInTheDocument();
  expect(pendingCard.queryByText('Dr. Ngozi')).not.toBeInTheDocument();
});

test('with no completed and no pending visits both cards say so', async () => {
  showPanel([makeAppointment({ _id: 'a-9', status: 'approved', schedule_date: ON_20TH })]);
  expect((await card('Previous Appointments')).getByText('No previous appointments.')).toBeInTheDocument();
  expect((await card('Pending Appointments')).getByText('No pending appointments.')).toBeInTheDocument();
  expect(badgeStatus(ON_20TH, 'Dr. Okafor – Approved')).toBe('ant-badge-status-processing');
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
