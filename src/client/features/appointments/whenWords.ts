import type { IntlShape } from 'react-intl';
import { NOT_SET_TEXT, REQUESTED_TEXT, type WhenWords } from '../../../shared/appointmentDisplay';

/**
 * 'Not set' and 'Requested: …' in `intl`'s language, for scheduledDateText, appointmentTimeText and
 * scheduledAtText: every list and export marks a pending request's date and time the same way.
 */
export const whenWords = (intl: IntlShape): WhenWords => ({
  notSet: intl.formatMessage(NOT_SET_TEXT),
  requested: (when) => intl.formatMessage(REQUESTED_TEXT, { when }),
});
