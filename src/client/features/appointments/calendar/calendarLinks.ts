import type { CalendarEvent } from './calendarEvent';

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** 2026-11-28T08:30:00Z: UTC to the second, as Outlook's deeplink reads it. */
const isoUtc = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** 20261128T083000Z: Google's compact UTC form. */
const compactUtc = (instant: Date) => isoUtc(instant).replace(/[-:]/g, '');

/** A Google Calendar 'new event' page prefilled with the appointment. */
export function googleCalendarUrl(event: CalendarEvent): string {
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: event.description,
    location: event.location,
  })}`;
}

/** An Outlook on the web / Microsoft 365 'new event' page prefilled with the appointment. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  return `https://outlook.office.com/calendar/0/deeplink/compose?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    location: event.location,
    body: event.description,
  })}`;
}
