import { defineMessages, type IntlShape } from 'react-intl';
import { SERIES_EVERY, type SeriesEvery } from '../../../../shared/schemas/series';

const EVERY_TEXT = defineMessages<SeriesEvery>({
  week: { id: 'series.every.week', defaultMessage: 'Every week' },
  '2 weeks': { id: 'series.every.twoWeeks', defaultMessage: 'Every 2 weeks' },
  '4 weeks': { id: 'series.every.fourWeeks', defaultMessage: 'Every 4 weeks' },
  month: { id: 'series.every.month', defaultMessage: 'Every month' },
});

/** How often a course repeats, as Select options in the language on screen. */
export const everyOptions = (intl: IntlShape) =>
  SERIES_EVERY.map((every) => ({ value: every, label: intl.formatMessage(EVERY_TEXT[every]) }));
