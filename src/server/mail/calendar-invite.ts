import { createEvent, createEvents, type EventAttributes } from 'ics';
import { EVENT_MINUTES } from '../../shared/clinicTime';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** An iCalendar text and the METHOD it carries, as the mailer attaches it. */
export interface CalendarInvite {
  method: CalendarMethod;
  content: string;
}

export interface InviteEvent {
  method: CalendarMethod;
  uid: string;
  sequence: number;
  start: Date;
  title: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** One UID per appointment for its whole life, so calendars update or remove the same entry. */
export const appointmentUid = (appointmentId: string) => `${appointmentId}@clinicbook`;

/** 'ClinicBook <no-reply@clinic.example>' or a bare address → the bare address. */
export const bareAddress = (from: string) => (from.match(/<([^<>]+)>\s*$/)?.[1] ?? from).trim();

/** ics writes a double quote in a CN as \" which RFC 5545 parsers reject; a name keeps its letters. */
const person = ({ name, email }: { name: string; email: string }) => ({
  name: name.replace(/"/g, "'"),
  email,
});

/** A 30-minute event in UTC: METHOD REQUEST with STATUS CONFIRMED, or METHOD CANCEL with STATUS CANCELLED. */
function eventAttributes(event: InviteEvent): EventAttributes {
  const start = event.start.getTime();
  return {
    productId: 'ClinicBook',
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    title: event.title,
    description: event.description,
    location: event.location,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + EVENT_MINUTES * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: person(event.organizer),
    // the clinic books the visit; there is nothing for the patient to accept or decline
    attendees: [{ ...person(event.attendee), rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  };
}

export function buildCalendarInvite(event: InviteEvent): CalendarInvite {
  const { error, value } = createEvent(eventAttributes(event));
  if (error || !value) throw error ?? new Error('Could not build the calendar invitation');
  return { method: event.method, content: value };
}

/**
 * One calendar file holding several visits (a course), one VEVENT each with its own UID, so
 * a later update of one visit (same UID, higher SEQUENCE) moves that one alone. One METHOD for all.
 */
export function buildCalendarInvites(method: CalendarMethod, events: InviteEvent[]): CalendarInvite {
  const { error, value } = createEvents(
    events.map((event) => {
      const { method: _method, productId: _productId, ...attributes } = eventAttributes({ ...event, method });
      return attributes;
    }),
    { productId: 'ClinicBook', method },
  );
  if (error || !value) throw error ?? new Error('Could not build the calendar invitation');
  return { method, content: value };
}
