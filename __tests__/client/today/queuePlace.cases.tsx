import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, server } from '../../helpers/msw';
import { QueuePlaceCards } from '../../../src/client/features/today';
import { todayApi } from '../../../src/client/features/today/todayApi';
import { ordinal, placeText } from '../../../src/client/features/today/components/placeText';
import type { QueuePlace } from '../../../src/client/features/today/todayTypes';
import { API } from './fixtures';

const PATIENT = makeUser({ _id: 'u-1', name: 'Chiamaka Obi', role: 'patient' });
const place = (overrides: Partial<QueuePlace>): QueuePlace => ({
  appointmentId: 'ap-1',
  doctorName: 'Ada Eze',
  patientName: 'Chiamaka Obi',
  visitState: 'arrived',
  queueNumber: 'A-004',
  ahead: 2,
  estimatedWaitMinutes: 25,
  ...overrides,
});

function showPlaces(answers: QueuePlace[][]) {
  let read = 0;
  server.use(
    http.get(`${API}/user/my-queue`, () =>
      HttpResponse.json({ success: true, data: answers[Math.min(read++, answers.length - 1)] }),
    ),
  );
  return renderWithProviders(<QueuePlaceCards />, {
    preloadedState: { session: { token: fakeToken(PATIENT), user: PATIENT } },
  });
}

test('ordinals read as people say them', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '22nd',
    '23rd',
    '101st',
    '111th',
  ]);
});

test('the place text for each state', () => {
  expect(placeText(place({}))).toBe('You are 3rd in line for Dr. Ada Eze — about 25 minutes');
  expect(placeText(place({ ahead: 0 }))).toBe('You are next for Dr. Ada Eze');
  expect(placeText(place({ visitState: 'in-consultation', doctorName: 'Dr. Ada Eze' }))).toBe(
    'Dr. Ada Eze is seeing you now',
  );
  expect(placeText(place({ visitState: 'seen' }))).toBeNull();
  expect(placeText(place({ visitState: 'no-show' }))).toBeNull();
});

test("the patient's home shows their place, a dependant's named, and follows a queue change", async () => {
  const { store } = showPlaces([
    [
      place({}),
      place({ appointmentId: 'ap-2', patientName: 'Obinna Obi', doctorName: 'Musa Bello', ahead: 0 }),
    ],
    [place({ ahead: 1, estimatedWaitMinutes: 12 })],
  ]);
  expect(
    await screen.findByText('You are 3rd in line for Dr. Ada Eze — about 25 minutes'),
  ).toBeInTheDocument();
  expect(screen.getByText('For Obinna Obi')).toBeInTheDocument();
  expect(screen.getByText('You are next for Dr. Musa Bello')).toBeInTheDocument();
  // a queue event invalidates the clinic day, as the live channel does on 'queue'
  store.dispatch(todayApi.util.invalidateTags(['ClinicDay']));
  expect(
    await screen.findByText('You are 2nd in line for Dr. Ada Eze — about 12 minutes'),
  ).toBeInTheDocument();
  expect(screen.queryByText('For Obinna Obi')).not.toBeInTheDocument();
});

test('nothing is shown when there is no visit today', async () => {
  let asked = false;
  server.use(
    http.get(`${API}/user/my-queue`, () => {
      asked = true;
      return HttpResponse.json({ success: true, data: [] });
    }),
  );
  const { container } = renderWithProviders(<QueuePlaceCards />, {
    preloadedState: { session: { token: fakeToken(PATIENT), user: PATIENT } },
  });
  await waitFor(() => expect(asked).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.textContent).toBe('');
});
