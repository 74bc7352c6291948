import dayjs from 'dayjs';
import { defineMessage, type IntlShape } from 'react-intl';
import { formatLongDateTime } from '../../../../shared/momentFormats';

const dateAtTime = defineMessage<{ date: string; time: string }>({
  id: 'appointments.details.dateAtTime',
  defaultMessage: '{date}, {time}',
});

/**
 * A visit's date and time in words, in the language on screen: English keeps the product's
 * 'MMMM Do YYYY, h:mm a' ('December 14th 2026, 10:00 am'); every other language takes its month
 * names from dayjs' locale, as the lists and the calendar do ('14 décembre 2026 à 10:00').
 */
export function longDateTimeText(intl: IntlShape, date: string, time: string): string {
  // dayjs speaks English for English and for the test build's pseudo-locale alike
  if (dayjs.locale() === 'en') return formatLongDateTime(date, time);
  return intl.formatMessage(dateAtTime, { date: dayjs(date).format('D MMMM YYYY'), time });
}
