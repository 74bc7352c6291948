import type { CalendarEvent } from './calendarEvent';
import { saveBlob } from '../../../lib/saveBlob';

/** The downloaded file is named by the appointment id. */
export const icsFileName = (event: Pick<CalendarEvent, 'uid'>) => `${event.uid}.ics`;

/** The event as iCalendar text, times in UTC; the ics package is fetched only when asked for. */
export async function buildIcs(event: CalendarEvent): Promise<string> {
  const { createEvent } = await import(/* webpackChunkName: "ics" */ 'ics');
  const { error, value } = createEvent({
    productId: 'ClinicBook',
    uid: event.uid,
    title: event.title,
    description: event.description,
    location: event.location,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

/** Saves the event as `{appointment id}.ics`. */
export async function downloadIcs(event: CalendarEvent): Promise<void> {
  saveBlob(new Blob([await buildIcs(event)], { type: 'text/calendar;charset=utf-8' }), icsFileName(event));
}
