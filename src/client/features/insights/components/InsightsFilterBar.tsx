import { Button, Flex, Select } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Dayjs } from 'dayjs';
import DateRangeInput from '../../../components/DateRangeInput';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { INSIGHTS_MAX_RANGE_DAYS } from '../../../../shared/insightsRange';
import { DoctorSelect, LocationSelect, ServiceSelect } from '../../doctors';
import { RANGE_PRESETS, presetRange, type RangeChoice } from '../rangePresets';
import type { InsightsParams } from '../useInsightsParams';

const messages = defineMessages({
  customRange: { id: 'insights.filters.customRange', defaultMessage: 'Custom range' },
  service: { id: 'insights.filters.service', defaultMessage: 'Service' },
  allServices: { id: 'insights.filters.allServices', defaultMessage: 'All services' },
  location: { id: 'insights.filters.location', defaultMessage: 'Location' },
  allLocations: { id: 'insights.filters.allLocations', defaultMessage: 'All locations' },
});

const PERIODS = [
  ...RANGE_PRESETS.map(({ key, label }) => ({ value: key as RangeChoice, label })),
  { value: 'custom' as RangeChoice, label: messages.customRange },
];

/** No range longer than the server takes (three years): days too far from the first one picked are off. */
const beyondLimit = (day: Dayjs, info?: { from?: Dayjs }) =>
  info?.from ? Math.abs(day.diff(info.from, 'day')) >= INSIGHTS_MAX_RANGE_DAYS : false;

/** The service and location filters: a reference list each, none chosen for all. */
const PLACE_FILTERS = [
  { key: 'service', Picker: ServiceSelect, label: messages.service, placeholder: messages.allServices },
  { key: 'location', Picker: LocationSelect, label: messages.location, placeholder: messages.allLocations },
] as const;

interface InsightsFilterBarProps {
  params: InsightsParams;
  /** Admins and staff choose a doctor; a doctor sees their own visits only. */
  showDoctor: boolean;
}

/** Period (a preset or dates picked by hand), doctor, service and location; each applies as soon as chosen. */
export default function InsightsFilterBar({ params, showDoctor }: InsightsFilterBarProps) {
  const { range, filters, setPreset, setCustom, setDates, setFilter, clear } = params;
  const intl = useIntl();
  const today = todayAtClinic();
  return (
    <Flex
      wrap
      gap="small"
      role="search"
      aria-label={intl.formatMessage({ id: 'insights.filters.label', defaultMessage: 'Filter the insights' })}
      className="insights-filters"
    >
      <Select<RangeChoice>
        aria-label={intl.formatMessage({ id: 'insights.filters.period', defaultMessage: 'Period' })}
        value={range}
        options={PERIODS.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }))}
        // 'Custom range' keeps the dates shown, for the calendar beside it to change
        onChange={(choice) =>
          choice === 'custom' ? setCustom({ from: filters.from, to: filters.to }) : setPreset(choice)
        }
        style={{ width: 160 }}
      />
      <DateRangeInput
        ids={{ from: 'insights-from', to: 'insights-to' }}
        labels={{
          from: intl.formatMessage({ id: 'insights.filters.from', defaultMessage: 'From' }),
          to: intl.formatMessage({ id: 'insights.filters.to', defaultMessage: 'To' }),
        }}
        allowClear={false}
        value={filters}
        presets={RANGE_PRESETS.map(({ key, label }) => ({
          label: intl.formatMessage(label),
          ...presetRange(key, today),
        }))}
        disabledDate={beyondLimit}
        onChange={({ from, to }) => {
          if (from && to) setDates({ from, to });
        }}
      />
      {showDoctor && <DoctorSelect value={filters.doctorId} onChange={(id) => setFilter('doctorId', id)} />}
      {PLACE_FILTERS.map(({ key, Picker, label, placeholder }) => (
        <Picker
          key={key}
          aria-label={intl.formatMessage(label)}
          placeholder={intl.formatMessage(placeholder)}
          allowClear
          value={filters[key]}
          onChange={(value) => setFilter(key, value)}
          style={{ width: 180 }}
        />
      ))}
      <Button className="insights-no-print" onClick={clear}>
        <FormattedMessage id="insights.filters.clear" defaultMessage="Clear Filters" />
      </Button>
    </Flex>
  );
}
