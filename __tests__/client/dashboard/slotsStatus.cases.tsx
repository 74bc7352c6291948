import { screen, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import { http, HttpResponse } from 'msw';
import SlotsStatusPage from '../../../src/client/features/dashboard/pages/SlotsStatusPage';
import type { DoctorSlotStatus } from '../../../src/shared/types';
import { dmy, inDays } from './fixtures';
import { wholeText } from '../../helpers/whole-text';

const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });

const DOCTORS: DoctorSlotStatus[] = [
  {
    doctorId: 'doc-1',
    name: 'Ada Obi',
    totalSlots: 10,
    availableSlots: 7,
    occupiedSlots: 3,
    daysUntilReset: 4,
    nextClinicDate: inDays(1),
    waitlist: 3,
    queues: [
      { date: inDays(1), waiting: 1 },
      { date: inDays(5), waiting: 2 },
    ],
    closedDates: [inDays(2), inDays(9)],
  },
  {
    doctorId: 'doc-2',
    name: 'Kunle Bello',
    totalSlots: 5,
    availableSlots: 0,
    occupiedSlots: 5,
    daysUntilReset: null,
    nextClinicDate: null,
    waitlist: 0,
    queues: [],
    closedDates: [],
  },
];

test('one card per doctor with Total, Available and Used Slots, Days Until Reset, the Waitlist and the closed dates', async () => {
  server.use(
    http.get('http://localhost/api/bookAppointment/doctor-slots-status', () =>
      HttpResponse.json({ success: true, doctorsStatus: DOCTORS }),
    ),
  );
  renderWithProviders(<SlotsStatusPage />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });

  const page = within(screen.getByRole('region', { name: 'Doctor Slots Reset Status' }));
  const ada = within(await page.findByRole('group', { name: 'Dr. Ada Obi' }));
  const figure = (scope: typeof ada, label: string) =>
    scope.getByText(label).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;
  expect(figure(ada, 'Total Slots')).toBe('10');
  expect(figure(ada, 'Available Slots')).toBe('7');
  expect(figure(ada, 'Used Slots')).toBe('3');
  expect(figure(ada, 'Days Until Reset')).toBe('4 days');
  expect(ada.getByText(wholeText(`Next clinic day: ${dmy(inDays(1))}`))).toBeInTheDocument();
  expect(figure(ada, 'Waitlist')).toBe('3');
  const queues = within(ada.getByRole('list', { name: 'Waitlists by date' }));
  expect(queues.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    `${dmy(inDays(1))} · 1`,
    `${dmy(inDays(5))} · 2`,
  ]);
  const closed = within(ada.getByRole('list', { name: 'Closed dates' }));
  expect(closed.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    dmy(inDays(2)),
    dmy(inDays(9)),
  ]);

  const kunle = within(page.getByRole('group', { name: 'Dr. Kunle Bello' }));
  expect(figure(kunle, 'Total Slots')).toBe('5');
  expect(figure(kunle, 'Available Slots')).toBe('0');
  expect(figure(kunle, 'Used Slots')).toBe('5');
  expect(figure(kunle, 'Days Until Reset')).toBe('No clinic day in 30 days');
  expect(figure(kunle, 'Waitlist')).toBe('0');
  expect(kunle.queryByRole('list', { name: 'Closed dates' })).not.toBeInTheDocument();
  expect(page.getAllByRole('group')).toHaveLength(2);
});
