import { defineMessages, type IntlShape } from 'react-intl';
import { Flex, Radio, Select } from 'antd';
import type { CalendarProps } from 'antd';
import type { Dayjs } from 'dayjs';

type HeaderRender = NonNullable<CalendarProps<Dayjs>['headerRender']>;

const messages = defineMessages({
  year: { id: 'appointments.calendar.year', defaultMessage: 'Year' },
  month: { id: 'appointments.calendar.month', defaultMessage: 'Month' },
  view: { id: 'appointments.calendar.view', defaultMessage: 'Calendar view' },
});

const MONTHS = Array.from({ length: 12 }, (_, index) => index);

/**
 * The calendar's year and month choosers and the month/year switch, each with a name; the months'
 * short names come from dayjs' locale (Jan … Dec in English).
 */
export const patientCalendarHeader =
  (intl: IntlShape): HeaderRender =>
  ({ value, type, onChange, onTypeChange }) => {
    const year = value.year();
    const years = Array.from({ length: 11 }, (_, i) => year - 5 + i);
    return (
      <Flex justify="flex-end" gap="small" wrap style={{ padding: '8px 0' }}>
        <Select
          size="small"
          aria-label={intl.formatMessage(messages.year)}
          value={year}
          options={years.map((y) => ({ value: y, label: String(y) }))}
          onChange={(next: number) => onChange(value.year(next))}
          style={{ width: 90 }}
        />
        {type === 'month' && (
          <Select
            size="small"
            aria-label={intl.formatMessage(messages.month)}
            value={value.month()}
            options={MONTHS.map((index) => ({ value: index, label: value.month(index).format('MMM') }))}
            onChange={(next: number) => onChange(value.month(next))}
            style={{ width: 80 }}
          />
        )}
        <Radio.Group
          size="small"
          optionType="button"
          aria-label={intl.formatMessage(messages.view)}
          value={type}
          onChange={(event) => onTypeChange(event.target.value)}
          options={[
            { label: intl.formatMessage(messages.month), value: 'month' },
            { label: intl.formatMessage(messages.year), value: 'year' },
          ]}
        />
      </Flex>
    );
  };
