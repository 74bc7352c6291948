import { Tag } from 'antd';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';

const messages = defineMessages<Record<'position' | 'label', { index: number; size: number }>>({
  position: { id: 'series.tag.position', defaultMessage: '{index} of {size}' },
  label: { id: 'series.tag.label', defaultMessage: 'Visit {index} of {size} of a course' },
});

interface Positioned {
  seriesId?: string | null;
  seriesIndex?: number | null;
  seriesSize?: number | null;
}

const positionOf = ({ seriesId, seriesIndex, seriesSize }: Positioned) =>
  seriesId && seriesIndex && seriesSize ? { index: seriesIndex, size: seriesSize } : null;

/** '2 of 6' for a visit of a course, '' for a single visit (the calendar's items). */
export const seriesPositionText = (appointment: Positioned, intl: IntlShape) => {
  const values = positionOf(appointment);
  return values ? intl.formatMessage(messages.position, values) : '';
};

/** A visit's place in its course, such as '2 of 6'; nothing for a single visit. */
export default function SeriesTag({ appointment }: { appointment: Positioned }) {
  const intl = useIntl();
  const values = positionOf(appointment);
  if (!values) return null;
  return (
    <Tag
      color="purple"
      aria-label={intl.formatMessage(messages.label, values)}
      style={{ marginInlineStart: 8, marginInlineEnd: 0 }}
    >
      {intl.formatMessage(messages.position, values)}
    </Tag>
  );
}
