import type { ReactNode } from 'react';
import { defineMessage, type IntlShape } from 'react-intl';
import type { SharedMessage } from '../../../../shared/messages';
import { getIntl } from '../../../i18n/intl';
import type { QueuePlace } from '../todayTypes';

/** Texts that take values (their types checked where formatted). */
const messages = {
  ordinal: defineMessage<{ n: number }>({
    id: 'today.place.ordinal',
    defaultMessage: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  }),
  minutes: defineMessage<{ count: number }>({
    id: 'today.place.aboutMinutes',
    defaultMessage: '{count, plural, one {about # minute} other {about # minutes}}',
  }),
  inConsultation: defineMessage<{ doctor: string }>({
    id: 'today.place.inConsultation',
    defaultMessage: '{doctor} is seeing you now',
  }),
  next: defineMessage<{ doctor: string }>({
    id: 'today.place.next',
    defaultMessage: 'You are next for {doctor}',
  }),
  inLine: defineMessage<{ place: string; doctor: string; wait: string }>({
    id: 'today.place.inLine',
    defaultMessage: 'You are {place} in line for {doctor} — {wait}',
  }),
  expected: defineMessage<{ doctor: string }>({
    id: 'today.place.expected',
    defaultMessage: 'Your visit with {doctor} is today: check in at the front desk when you arrive',
  }),
  expectedWindow: defineMessage<{ doctor: string; from: string; by: string }>({
    id: 'today.place.expectedWindow',
    defaultMessage:
      'Your visit with {doctor} is today: come between {from} and {by} and check in at the front desk',
  }),
};

const ordinalIn = (intl: IntlShape, n: number) => intl.formatMessage(messages.ordinal, { n });

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st, in the language on screen. */
export const ordinal = (n: number): string => ordinalIn(getIntl(), n);

/** A plain descriptor: its name may be a string or the name as the screen draws it. */
const doctorMessage: SharedMessage = defineMessage({
  id: 'today.place.doctorTitle',
  defaultMessage: 'Dr. {name}',
});

const saysDoctor = (name: string) => /^dr\.?\s/i.test(name.trim());

/** 'Dr. Ada Eze', whether or not the server's name already says 'Dr.'. */
export const doctorTitle = (name: string, intl: IntlShape = getIntl()): string =>
  saysDoctor(name) ? name.trim() : intl.formatMessage(doctorMessage, { name: name.trim() });

/** The same title around `shown`, the name as the screen draws it (isolated, cut at its end). */
export const doctorTitleAround = (name: string, shown: ReactNode, intl: IntlShape): ReactNode =>
  saysDoctor(name) ? shown : intl.formatMessage(doctorMessage, { name: shown });

/**
 * What the patient reads about one visit today: their place in the doctor's line once
 * checked in, the doctor seeing them, or a nudge to check in; nothing once the visit is over.
 * Components pass their `intl` (useIntl()).
 */
export function placeText(place: QueuePlace, intl: IntlShape = getIntl()): string | null {
  const doctor = doctorTitle(place.doctorName, intl);
  switch (place.visitState) {
    case 'in-consultation':
      return intl.formatMessage(messages.inConsultation, { doctor });
    case 'arrived':
      return place.ahead <= 0
        ? intl.formatMessage(messages.next, { doctor })
        : intl.formatMessage(messages.inLine, {
            place: ordinalIn(intl, place.ahead + 1),
            doctor,
            wait: intl.formatMessage(messages.minutes, { count: place.estimatedWaitMinutes }),
          });
    case 'expected':
      return place.arriveFrom && place.arriveBy
        ? intl.formatMessage(messages.expectedWindow, { doctor, from: place.arriveFrom, by: place.arriveBy })
        : intl.formatMessage(messages.expected, { doctor });
    default:
      return null;
  }
}
