import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import { readClinicDay, type ClinicDayRule } from '../../../shared/clinicDays';

/** Weekdays as select keys, indexed like Date.getUTCDay() (0 = Sunday). */
const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A weekday's name on its own ({day}: 'sunday' … 'saturday'); dayjs' Hausa and Igbo take theirs from it. */
const WEEKDAY_NAME: MessageDescriptor = defineMessages({
  name: {
    id: 'common.clinicDay.weekday',
    defaultMessage:
      '{day, select, sunday {Sunday} monday {Monday} tuesday {Tuesday} wednesday {Wednesday} thursday {Thursday} friday {Friday} saturday {Saturday} other {{day}}}',
  },
}).name;

export const weekdayName = (intl: IntlShape, weekday: number): string =>
  intl.formatMessage(WEEKDAY_NAME, { day: WEEKDAY_KEYS[weekday] ?? '' });

// plain descriptors: react-intl's types take defineMessages' messages for ones without values
const messages: Record<
  | 'everyday'
  | 'workWeek'
  | 'byAppointment'
  | 'last'
  | 'alternate'
  | 'ordinal'
  | 'or'
  | 'ordinalDay'
  | 'ordinalDayOfMonth',
  MessageDescriptor
> = defineMessages({
  everyday: { id: 'common.clinicDay.everyday', defaultMessage: 'Everyday' },
  workWeek: { id: 'common.clinicDay.workWeek', defaultMessage: 'Weekday' },
  byAppointment: { id: 'common.clinicDay.byAppointment', defaultMessage: 'By Appointment' },
  last: { id: 'common.clinicDay.last', defaultMessage: 'Last {day}' },
  alternate: { id: 'common.clinicDay.alternate', defaultMessage: 'Alternate {day}' },
  ordinal: {
    id: 'common.clinicDay.ordinal',
    defaultMessage: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  },
  or: { id: 'common.clinicDay.or', defaultMessage: '{first} or {second}' },
  ordinalDay: { id: 'common.clinicDay.ordinalDay', defaultMessage: '{ordinals} {day}' },
  ordinalDayOfMonth: {
    id: 'common.clinicDay.ordinalDayOfMonth',
    defaultMessage: '{ordinals} {day} of the Month',
  },
});

/** A read rule said with `intl`'s messages (English: the canonical spelling of the stored text). */
export function sayClinicDay(intl: IntlShape, rule: ClinicDayRule): string {
  const say = (text: string) => {
    if (!('prefix' in rule) || !rule.prefix) return text;
    return intl.formatMessage(rule.prefix === 'last' ? messages.last : messages.alternate, { day: text });
  };
  switch (rule.kind) {
    case 'everyday':
      return intl.formatMessage(messages.everyday);
    case 'workWeek':
      return intl.formatMessage(messages.workWeek);
    case 'byAppointment':
      return say(intl.formatMessage(messages.byAppointment));
    case 'weekday':
      return say(weekdayName(intl, rule.weekday));
    case 'ordinal': {
      const ordinals = rule.occurrences
        .map((n) => intl.formatMessage(messages.ordinal, { n }))
        .reduce((first, second) => intl.formatMessage(messages.or, { first, second }));
      const day = weekdayName(intl, rule.weekday);
      return say(
        intl.formatMessage(rule.ofMonth ? messages.ordinalDayOfMonth : messages.ordinalDay, {
          ordinals,
          day,
        }),
      );
    }
  }
}

/**
 * A doctor's clinic-day name (stored data: 'Monday', 'Last Friday', '2nd or 4th Saturday of the
 * Month', 'By Appointment', …) in the language on screen, read with the grammar the booking rules use
 * (src/shared/clinicDays.ts). English shows the stored text as it is; a text the grammar does not
 * know is shown as stored in every language.
 */
export function clinicDayText(intl: IntlShape, stored: string): string {
  if (intl.locale === DEFAULT_LANGUAGE) return stored;
  const rule = readClinicDay(stored);
  return rule ? sayClinicDay(intl, rule) : stored;
}

const separator: MessageDescriptor = defineMessages({
  separator: { id: 'common.clinicDay.separator', defaultMessage: ', ' },
}).separator;

/** Several clinic days as one line ('Monday, Wednesday'), each in the language on screen. */
export const clinicDaysText = (intl: IntlShape, stored: readonly string[] | null | undefined): string =>
  (stored ?? [])
    .map((day) => clinicDayText(intl, day))
    .join(intl.locale === DEFAULT_LANGUAGE ? ', ' : intl.formatMessage(separator));
