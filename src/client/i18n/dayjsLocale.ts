import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { weekdayName } from '../lib/clinicTime/clinicDayText';

/**
 * dayjs' month and weekday names and its relative times ('5 minutes ago') as catalogue messages, for
 * the languages dayjs ships no locale for: Hausa and Igbo. Yorùbá, French and Arabic keep
 * dayjs' own, whose words their catalogues repeat. Weekdays are the clinic days' names. Loaded with
 * a language that needs it, never with the first page.
 */
// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const messages: Record<string, MessageDescriptor> = defineMessages({
  month: {
    id: 'i18n.calendar.month',
    defaultMessage:
      '{month, select, january {January} february {February} march {March} april {April} may {May} june {June} july {July} august {August} september {September} october {October} november {November} december {December} other {{month}}}',
  },
  monthShort: {
    id: 'i18n.calendar.monthShort',
    defaultMessage:
      '{month, select, january {Jan} february {Feb} march {Mar} april {Apr} may {May} june {Jun} july {Jul} august {Aug} september {Sep} october {Oct} november {Nov} december {Dec} other {{month}}}',
  },
  weekdayShort: {
    id: 'i18n.calendar.weekdayShort',
    defaultMessage:
      '{day, select, sunday {Sun} monday {Mon} tuesday {Tue} wednesday {Wed} thursday {Thu} friday {Fri} saturday {Sat} other {{day}}}',
  },
  weekdayMin: {
    id: 'i18n.calendar.weekdayMin',
    defaultMessage:
      '{day, select, sunday {Su} monday {Mo} tuesday {Tu} wednesday {We} thursday {Th} friday {Fr} saturday {Sa} other {{day}}}',
  },
  future: { id: 'i18n.calendar.future', defaultMessage: 'in {time}' },
  past: { id: 'i18n.calendar.past', defaultMessage: '{time} ago' },
  seconds: { id: 'i18n.calendar.seconds', defaultMessage: 'a few seconds' },
  minutes: {
    id: 'i18n.calendar.minutes',
    defaultMessage: '{count, plural, one {a minute} other {# minutes}}',
  },
  hours: { id: 'i18n.calendar.hours', defaultMessage: '{count, plural, one {an hour} other {# hours}}' },
  days: { id: 'i18n.calendar.days', defaultMessage: '{count, plural, one {a day} other {# days}}' },
  months: { id: 'i18n.calendar.months', defaultMessage: '{count, plural, one {a month} other {# months}}' },
  years: { id: 'i18n.calendar.years', defaultMessage: '{count, plural, one {a year} other {# years}}' },
});

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** dayjs' relative-time entries: a function of the count, in the catalogue's plural forms. */
type Relative = (count: number | string) => string;

/**
 * A dayjs locale named `intl.locale`, with the catalogue's names. Weeks start on Monday; dates keep
 * the app's DD-MM-YYYY shape and times the 24-hour clock.
 */
export function dayjsLocale(intl: IntlShape): ILocale {
  const say = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const counted =
    (message: MessageDescriptor, fixed?: number): Relative =>
    (count) =>
      say(message, { count: fixed ?? Number(count) });
  const relativeTime = {
    future: (time: string) => say(messages.future, { time }),
    past: (time: string) => say(messages.past, { time }),
    s: () => say(messages.seconds),
    m: counted(messages.minutes, 1),
    mm: counted(messages.minutes),
    h: counted(messages.hours, 1),
    hh: counted(messages.hours),
    d: counted(messages.days, 1),
    dd: counted(messages.days),
    M: counted(messages.months, 1),
    MM: counted(messages.months),
    y: counted(messages.years, 1),
    yy: counted(messages.years),
  };
  return {
    name: intl.locale,
    months: MONTHS.map((month) => say(messages.month, { month })),
    monthsShort: MONTHS.map((month) => say(messages.monthShort, { month })),
    weekdays: WEEKDAYS.map((_day, index) => weekdayName(intl, index)),
    weekdaysShort: WEEKDAYS.map((day) => say(messages.weekdayShort, { day })),
    weekdaysMin: WEEKDAYS.map((day) => say(messages.weekdayMin, { day })),
    weekStart: 1,
    ordinal: (n: number) => String(n),
    formats: {
      LT: 'HH:mm',
      LTS: 'HH:mm:ss',
      L: 'DD-MM-YYYY',
      LL: 'D MMMM YYYY',
      LLL: 'D MMMM YYYY HH:mm',
      LLLL: 'dddd, D MMMM YYYY HH:mm',
    },
    // dayjs' relativeTime plugin calls a function entry with the count; its types say strings only
    relativeTime: relativeTime as unknown as ILocale['relativeTime'],
  };
}
