/**
 * A moment in time (an ISO timestamp from the server) as the viewer reads it in their own time zone:
 * 'DD-MM-YYYY' (the product's date format), or 'DD-MM-YYYY HH:mm' with the time. The browser's Intl does
 * the calendar work, so a list page that shows when something happened does not carry dayjs (about
 * 3 KB gzip) for it. A value that is not a date reads as `invalid`.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function instantText(iso: string, { withTime = true, invalid = 'N/A' } = {}): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return invalid;
  const part = Object.fromEntries(FORMAT.formatToParts(instant).map(({ type, value }) => [type, value]));
  const date = `${part.day}-${part.month}-${part.year}`;
  return withTime ? `${date} ${part.hour}:${part.minute}` : date;
}
