import { FormattedMessage } from 'react-intl';
import { TimePicker } from 'antd';
import type { ComponentProps } from 'react';

type RangeProps = ComponentProps<typeof TimePicker.RangePicker>;

/**
 * A time range (start, end) whose two inputs both have a name: the form item's label names the
 * first; a visually hidden 'End time' label names the second (a placeholder alone is not a name).
 */
export default function TimeRangeInput({ id, ...props }: Omit<RangeProps, 'id'> & { id?: string }) {
  const endId = id ? `${id}-end` : undefined;
  return (
    <>
      <TimePicker.RangePicker {...props} id={id ? { start: id, end: endId } : undefined} />
      {endId && (
        <label htmlFor={endId} className="visually-hidden">
          <FormattedMessage id="common.timeRangeInput.endTime" defaultMessage="End time" />
        </label>
      )}
    </>
  );
}
