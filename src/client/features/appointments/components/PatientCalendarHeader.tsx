import { Flex, Radio, Select } from 'antd';
import type { CalendarProps } from 'antd';
import type { Dayjs } from 'dayjs';

type HeaderRender = NonNullable<CalendarProps<Dayjs>['headerRender']>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The calendar's year and month choosers and the month/year switch, each with a name. */
export const patientCalendarHeader: HeaderRender = ({ value, type, onChange, onTypeChange }) => {
  const year = value.year();
  const years = Array.from({ length: 11 }, (_, i) => year - 5 + i);
  return (
    <Flex justify="flex-end" gap="small" wrap style={{ padding: '8px 0' }}>
      <Select
        size="small"
        aria-label="Year"
        value={year}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        onChange={(next: number) => onChange(value.year(next))}
        style={{ width: 90 }}
      />
      {type === 'month' && (
        <Select
          size="small"
          aria-label="Month"
          value={value.month()}
          options={MONTHS.map((label, index) => ({ value: index, label }))}
          onChange={(next: number) => onChange(value.month(next))}
          style={{ width: 80 }}
        />
      )}
      <Radio.Group
        size="small"
        optionType="button"
        aria-label="Calendar view"
        value={type}
        onChange={(event) => onTypeChange(event.target.value)}
        options={[
          { label: 'Month', value: 'month' },
          { label: 'Year', value: 'year' },
        ]}
      />
    </Flex>
  );
};
