import { useMemo } from 'react';
import { Checkbox, Flex, Form, InputNumber, Select } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { SERIES_MAX, SERIES_MIN } from '../../../../shared/schemas/seriesFields';
import { everyOptions } from './everyOptions';

const messages = defineMessages({
  repeat: { id: 'series.followUp.repeat', defaultMessage: 'Repeat as a course of follow-ups' },
  every: { id: 'series.followUp.every', defaultMessage: 'Repeat' },
  count: { id: 'series.followUp.count', defaultMessage: 'Number of visits' },
  hint: {
    id: 'series.followUp.hint',
    defaultMessage: 'From the follow-up date; each visit becomes a pending request in the patient’s name.',
  },
});

/** The completion form's values for a prescribed course. */
export interface FollowUpCourseValues {
  followUpAsCourse?: boolean;
  followUpEvery?: 'week' | '2 weeks' | '4 weeks' | 'month';
  followUpCount?: number;
}

/** The course a completion prescribes, or undefined for a single follow-up. */
export const followUpCourseOf = (values: FollowUpCourseValues) =>
  values.followUpAsCourse && values.followUpEvery && values.followUpCount
    ? { every: values.followUpEvery, count: values.followUpCount }
    : undefined;

/**
 * Under the follow-up date of the doctor's completion form: 'Repeat as a course of
 * follow-ups', every week, 2 weeks, 4 weeks or month, from 2 to 12 visits ('every 2 weeks, 4 times').
 */
export default function FollowUpCourseFields({ shown }: { shown: boolean }) {
  const intl = useIntl();
  const options = useMemo(() => everyOptions(intl), [intl]);
  const asCourse = Form.useWatch<boolean | undefined>('followUpAsCourse', Form.useFormInstance());
  return (
    <>
      <Form.Item
        name="followUpAsCourse"
        valuePropName="checked"
        hidden={!shown}
        extra={shown && asCourse ? intl.formatMessage(messages.hint) : undefined}
      >
        <Checkbox>{intl.formatMessage(messages.repeat)}</Checkbox>
      </Form.Item>
      {shown && asCourse && (
        <Flex gap={16} wrap>
          <Form.Item
            label={intl.formatMessage(messages.every)}
            name="followUpEvery"
            initialValue="2 weeks"
            style={{ flex: '1 1 180px' }}
          >
            <Select options={options} />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage(messages.count)}
            name="followUpCount"
            initialValue={4}
            style={{ flex: '1 1 180px' }}
          >
            <InputNumber min={SERIES_MIN} max={SERIES_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
      )}
    </>
  );
}
