import { apiCall, apiToken } from '../../helpers/e2e';
import { env } from './environment';
import { checkInAtDesk, shotsOf, visitsToday } from './clinic-day-visits';

/** Two doctors whose first patients of the day check in here: each queue starts at 001. */
const FIRST = 'doctor1@clinicbook.local';
const SECOND = 'doctor5@clinicbook.local';
const NUMBER = /[A-Z]+-\d{3}/g;

test('a shared board shows two doctors’ numbers apart: each doctor’s letters on the ticket, the text and the board', async () => {
  const { baseUrl, db } = env.server;
  const first = await visitsToday(FIRST, ['Ada Firstline', 'Uche Firstline']);
  const second = await visitsToday(SECOND, ['Bola Secondline', 'Nneka Secondline']);
  const firstTickets = await checkInAtDesk(first.visits.map((v) => v.id));
  const secondTickets = await checkInAtDesk(second.visits.map((v) => v.id));
  // both queues start at 001 and go on from there, each with its own letters
  expect(firstTickets.map((t) => t.slice(-3))).toEqual(['001', '002']);
  expect(secondTickets.map((t) => t.slice(-3))).toEqual(['001', '002']);
  expect(new Set([...firstTickets, ...secondTickets]).size).toBe(4);

  const admin = await apiToken(baseUrl, 'admin@clinicbook.local');
  const made = await apiCall<{ key: string }>(baseUrl, '/admin/create-display', {
    body: { name: 'Shared waiting room', doctorIds: [first.doctor.id, second.doctor.id] },
    token: admin,
  });
  expect(made.status).toBe(201);
  const doctor = await apiToken(baseUrl, SECOND);
  const called = await apiCall<{ queueNumber: string }>(baseUrl, '/desk/call-next', {
    body: { doctorId: second.doctor.id },
    token: doctor,
  });
  expect(called.reply.data?.queueNumber).toBe(secondTickets[0]);

  const board = await (await env.browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await board.goto(`${baseUrl}/board?key=${made.reply.data?.key}`);
  const firstLine = board.getByRole('region', { name: first.doctorName });
  const secondLine = board.getByRole('region', { name: second.doctorName });
  // now serving, then the next numbers in the order they will be called
  await secondLine.getByText(secondTickets[0], { exact: true }).waitFor();
  await secondLine.getByText(secondTickets[1], { exact: true }).waitFor();
  // the first doctor's next numbers, each with its expected time, in the order they will be called
  await firstLine.getByText(firstTickets[firstTickets.length - 1], { exact: true }).waitFor();
  const nextOnFirst = await firstLine.getByRole('listitem').allInnerTexts();
  expect(nextOnFirst.map((item) => item.match(NUMBER)?.[0])).toEqual(firstTickets);
  const onFirst = (await firstLine.innerText()).match(NUMBER) ?? ([] as string[]);
  const onSecond = (await secondLine.innerText()).match(NUMBER) ?? ([] as string[]);
  expect(onFirst.filter((n) => onSecond.includes(n))).toEqual([]);
  expect([...onFirst].sort()).toEqual([...firstTickets].sort());
  expect([...onSecond].sort()).toEqual([...secondTickets].sort());
  await shotsOf(board, 'queue-numbers-board');

  // the text calling the patient in says the number their ticket and the board say
  const text = await db
    .selectFrom('sms_outbox')
    .select('body')
    .where('appointment_id', '=', second.visits[0].id)
    .where('kind', '=', 'called')
    .executeTakeFirstOrThrow();
  expect(text.body).toBe(`${secondTickets[0]}: please go to ${second.doctorName} now.`);
  await board.context().close();
});
