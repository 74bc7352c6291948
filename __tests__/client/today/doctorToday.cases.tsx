import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import DoctorTodayPage from '../../../src/client/features/today/pages/DoctorTodayPage';
import type { DayRow } from '../../../src/client/features/today/todayTypes';
import { API, DOCTOR_ID, DOCTOR_USER, clinicDay, dayRow, minutesAgo } from './fixtures';

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

function showQueue(rows: DayRow[]) {
  const day = clinicDay(rows);
  const calls: unknown[] = [];
  server.use(
    ...day.handlers,
    http.post(`${API}/doctor/get-doctor-info-by-user-id`, () =>
      HttpResponse.json({
        success: true,
        data: { _id: DOCTOR_ID, userId: DOCTOR_USER._id, firstName: 'Ada', lastName: 'Eze' },
      }),
    ),
    http.post(`${API}/desk/call-next`, async ({ request }) => {
      calls.push(await request.json());
      const { finishFirst } = (calls.at(-1) ?? {}) as { finishFirst?: string };
      const inRoom = rows.find((r) => r.visitState === 'in-consultation' && r._id !== finishFirst);
      if (inRoom) {
        return HttpResponse.json(
          { success: false, message: `${inRoom.queueNumber} is still with the doctor.` },
          { status: 409 },
        );
      }
      const waiting = rows.filter((r) => r.visitState === 'arrived');
      if (waiting.length === 0) {
        return HttpResponse.json({ success: false, message: 'No patient is waiting' }, { status: 409 });
      }
      const finished = rows.find((r) => r._id === finishFirst);
      if (finished) Object.assign(finished, { visitState: 'seen' });
      const taken = waiting.find((r) => r.priority) ?? waiting[0];
      Object.assign(taken, { visitState: 'in-consultation', calledAt: new Date().toISOString() });
      return HttpResponse.json({
        success: true,
        data: { appointmentId: taken._id, queueNumber: taken.queueNumber },
      });
    }),
  );
  renderWithProviders(<DoctorTodayPage />, {
    route: '/doctor/today',
    preloadedState: { session: { token: fakeToken(DOCTOR_USER), user: DOCTOR_USER } },
  });
  return { day, calls };
}

test('Call next with nobody waiting says so calmly, as news rather than an error', async () => {
  const { calls, day } = showQueue([dayRow({ patientName: 'Ifeoma Obi' })]);
  expect(await screen.findByText('Nobody is waiting')).toBeInTheDocument();
  expect(day.queries[0].get('doctorId')).toBe(DOCTOR_ID);
  await user().click(screen.getByRole('button', { name: /Call next/ }));
  const notice = await screen.findByText('No patient is waiting');
  expect(notice.closest('.ant-message-notice')?.querySelector('.ant-message-info')).not.toBeNull();
  expect(calls).toEqual([{ doctorId: DOCTOR_ID }]);
});

test('the queue lists priority first, then arrival; Call next brings the first in, with Complete', async () => {
  showQueue([
    dayRow({
      patientName: 'First Arrival',
      visitState: 'arrived',
      queueNumber: 'A-001',
      arrivedAt: minutesAgo(20),
    }),
    dayRow({
      patientName: 'Second Arrival',
      visitState: 'arrived',
      queueNumber: 'A-002',
      arrivedAt: minutesAgo(10),
    }),
    dayRow({
      patientName: 'Urgent Case',
      visitState: 'arrived',
      queueNumber: 'A-003',
      arrivedAt: minutesAgo(2),
      priority: true,
    }),
  ]);
  const line = await screen.findByRole('list', { name: 'Waiting patients' });
  expect(
    within(line)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringContaining('A-003 Urgent Case'),
    expect.stringContaining('A-001 First Arrival'),
    expect.stringContaining('A-002 Second Arrival'),
  ]);
  expect(screen.getByText('Nobody is in consultation.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: /Call next/ }));
  expect(await screen.findByText('Now serving A-003')).toBeInTheDocument();
  expect(await screen.findByText('A-003 · Urgent Case')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
});

test('Call next with a patient still in the room asks first: Stay calls nobody; Finish and call next names the visit to finish', async () => {
  const { calls } = showQueue([
    dayRow({
      patientName: 'In The Room',
      visitState: 'in-consultation',
      queueNumber: 'B-001',
      arrivedAt: minutesAgo(30),
      calledAt: minutesAgo(10),
    }),
    dayRow({
      patientName: 'Next Patient',
      visitState: 'arrived',
      queueNumber: 'B-002',
      arrivedAt: minutesAgo(20),
    }),
  ]);
  expect(await screen.findByText('B-001 · In The Room')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: /Call next/ }));
  const asked = await screen.findByRole('dialog', { name: 'B-001 · In The Room is still with you' });
  await user().click(within(asked).getByRole('button', { name: 'Stay with B-001' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).toEqual([]);

  await user().click(screen.getByRole('button', { name: /Call next/ }));
  const again = await screen.findByRole('dialog', { name: 'B-001 · In The Room is still with you' });
  await user().click(within(again).getByRole('button', { name: 'Finish B-001 and call next' }));
  expect(await screen.findByText('Now serving B-002')).toBeInTheDocument();
  expect(calls).toEqual([{ doctorId: DOCTOR_ID, finishFirst: expect.stringMatching(/^ap-/) }]);
});
