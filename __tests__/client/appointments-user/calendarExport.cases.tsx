import {
  appointmentEvent,
  canExportToCalendar,
} from '../../../src/client/features/appointments/calendar/calendarEvent';
import {
  googleCalendarUrl,
  outlookCalendarUrl,
} from '../../../src/client/features/appointments/calendar/calendarLinks';
import { buildIcs, icsFileName } from '../../../src/client/features/appointments/calendar/icsFile';
import { APPOINTMENT_STATUSES } from '../../../src/shared/appointmentDisplay';
import { makeAppointment } from './fixtures';

// Scheduled for 28 November 2026 at 09:30 in Lagos (UTC+1, no daylight saving): 08:30 to 09:00 UTC.
const APPROVED = makeAppointment();
const event = appointmentEvent(APPROVED, 'Africa/Lagos');

test('only approved and follow-up appointments can be exported', () => {
  const exportable = APPOINTMENT_STATUSES.filter((status) => canExportToCalendar({ status }));
  expect(exportable).toEqual(['approved', 'follow-up']);
});

test('the event is 30 minutes from the clinic date and time, converted from the clinic zone to UTC', () => {
  expect(event.start.toISOString()).toBe('2026-11-28T08:30:00.000Z');
  expect(event.end.toISOString()).toBe('2026-11-28T09:00:00.000Z');
  expect(event).toMatchObject({
    uid: APPROVED._id,
    title: 'Appointment with Dr. Abubakar Yusuf',
    location: 'Victoria Island',
    description: 'Service: Cardiology',
  });
  // the schedule date wins over the requested date; another zone moves the instant
  const inLondon = appointmentEvent(makeAppointment({ time: '14:00' }), 'Europe/London');
  expect(inLondon.start.toISOString()).toBe('2026-11-28T14:00:00.000Z');
});

test('a visit told an arrival window goes into the calendar over the window', () => {
  const told = appointmentEvent(makeAppointment({ arriveFrom: '10:20', arriveBy: '10:40' }), 'Africa/Lagos');
  expect([told.start.toISOString(), told.end.toISOString()]).toEqual([
    '2026-11-28T09:20:00.000Z',
    '2026-11-28T09:40:00.000Z',
  ]);
});

test('a follow-up goes into the calendar on its follow-up date', () => {
  const followUp = makeAppointment({ status: 'follow-up', followUpDate: '2026-12-09' });
  const visit = appointmentEvent(followUp, 'Africa/Lagos');
  expect(visit.start.toISOString()).toBe('2026-12-09T08:30:00.000Z');
  expect(visit.title).toBe('Follow-up with Dr. Abubakar Yusuf');
});

test('the Google link carries UTC start/end, title, details and location', () => {
  const url = new URL(googleCalendarUrl(event));
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: 'Appointment with Dr. Abubakar Yusuf',
    dates: '20261128T083000Z/20261128T090000Z',
    details: 'Service: Cardiology',
    location: 'Victoria Island',
  });
});

test('the Outlook link is the compose deeplink with ISO UTC start/end', () => {
  const url = new URL(outlookCalendarUrl(event));
  expect(url.origin + url.pathname).toBe('https://outlook.office.com/calendar/0/deeplink/compose');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: 'Appointment with Dr. Abubakar Yusuf',
    startdt: '2026-11-28T08:30:00Z',
    enddt: '2026-11-28T09:00:00Z',
    location: 'Victoria Island',
    body: 'Service: Cardiology',
  });
});

test('the .ics file holds one UTC event named by the appointment id', async () => {
  const lines = (await buildIcs(event)).split('\r\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'BEGIN:VEVENT',
      `UID:${APPROVED._id}`,
      'SUMMARY:Appointment with Dr. Abubakar Yusuf',
      'DTSTART:20261128T083000Z',
      'DTEND:20261128T090000Z',
      'LOCATION:Victoria Island',
      'DESCRIPTION:Service: Cardiology',
      'END:VEVENT',
    ]),
  );
  expect(icsFileName(event)).toBe(`${APPROVED._id}.ics`);
});
