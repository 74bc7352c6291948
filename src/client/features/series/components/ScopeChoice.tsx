import { useId } from 'react';
import { Form, Radio } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import type { SeriesScope } from '../../../../shared/schemas/seriesFields';

const notes = defineMessages<Record<'cancel' | 'reschedule', { from: number; to: number }>>({
  cancel: {
    id: 'series.scope.cancelNote',
    defaultMessage: 'Visits {from} to {to} of this course will be cancelled.',
  },
  reschedule: {
    id: 'series.scope.rescheduleNote',
    defaultMessage: 'Visits {from} to {to} of this course move by as many days, to the new time.',
  },
});

const messages = defineMessages({
  label: { id: 'series.scope.label', defaultMessage: 'Which visits?' },
  this: { id: 'series.scope.this', defaultMessage: 'This visit' },
  following: { id: 'series.scope.following', defaultMessage: 'This and the following ones' },
});

interface Positioned {
  seriesId?: string | null;
  seriesIndex?: number | null;
  seriesSize?: number | null;
}

/** Whether a visit has later visits in its course, so a change may apply to them too. */
const hasFollowing = (a: Positioned) =>
  Boolean(a.seriesId && a.seriesIndex && a.seriesSize && a.seriesIndex < a.seriesSize);

/**
 * 'This visit' or 'This and the following ones', for a visit of a course in the cancel and
 * reschedule dialogs; nothing for a single visit or a course's last.
 */
export default function ScopeChoice({
  appointment,
  change,
  value,
  onChange,
}: {
  appointment: Positioned;
  /** What the dialog does: said again under the choice when it reaches the following visits. */
  change: 'cancel' | 'reschedule';
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  const intl = useIntl();
  const labelId = useId();
  if (!hasFollowing(appointment)) return null;
  return (
    <Form.Item
      label={<span id={labelId}>{intl.formatMessage(messages.label)}</span>}
      layout="vertical"
      extra={
        value === 'following'
          ? intl.formatMessage(notes[change], {
              from: appointment.seriesIndex ?? 1,
              to: appointment.seriesSize ?? 1,
            })
          : undefined
      }
    >
      <Radio.Group
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as SeriesScope)}
        options={[
          { value: 'this', label: intl.formatMessage(messages.this) },
          { value: 'following', label: intl.formatMessage(messages.following) },
        ]}
      />
    </Form.Item>
  );
}
