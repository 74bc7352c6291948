import { Button, Flex, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import DateRangeInput from '../../../components/DateRangeInput';
import { todayAtClinic } from '../../../components/clinicDatePicker';
import { INSIGHTS_MAX_RANGE_DAYS } from '../../../../shared/insightsRange';
import { DoctorSelect, LocationSelect, ServiceSelect } from '../../doctors';
import { RANGE_PRESETS, presetRange, type RangeChoice } from '../rangePresets';
import type { InsightsParams } from '../useInsightsParams';

const PERIODS = [
  ...RANGE_PRESETS.map(({ key, label }) => ({ value: key as RangeChoice, label })),
  { value: 'custom' as RangeChoice, label: 'Custom range' },
];

/** No range longer than the server takes (three years): days too far from the first one picked are off. */
const beyondLimit = (day: Dayjs, info?: { from?: Dayjs }) =>
  info?.from ? Math.abs(day.diff(info.from, 'day')) >= INSIGHTS_MAX_RANGE_DAYS : false;

/** The service and location filters: a reference list each, none chosen for all. */
const PLACE_FILTERS = [
  { key: 'service', Picker: ServiceSelect, label: 'Service', placeholder: 'All services' },
  { key: 'location', Picker: LocationSelect, label: 'Location', placeholder: 'All locations' },
] as const;

interface InsightsFilterBarProps {
  params: InsightsParams;
  /** Admins and staff choose a doctor; a doctor sees their own visits only. */
  showDoctor: boolean;
}

/** Period (a preset or dates picked by hand), doctor, service and location; each applies as soon as chosen. */
export default function InsightsFilterBar({ params, showDoctor }: InsightsFilterBarProps) {
  const { range, filters, setPreset, setCustom, setDates, setFilter, clear } = params;
  const today = todayAtClinic();
  return (
    <Flex wrap gap="small" role="search" aria-label="Filter the insights" className="insights-filters">
      <Select<RangeChoice>
        aria-label="Period"
        value={range}
        options={PERIODS}
        // 'Custom range' keeps the dates shown, for the calendar beside it to change
        onChange={(choice) =>
          choice === 'custom' ? setCustom({ from: filters.from, to: filters.to }) : setPreset(choice)
        }
        style={{ width: 160 }}
      />
      <DateRangeInput
        ids={{ from: 'insights-from', to: 'insights-to' }}
        labels={{ from: 'From', to: 'To' }}
        allowClear={false}
        value={filters}
        presets={RANGE_PRESETS.map(({ key, label }) => ({ label, ...presetRange(key, today) }))}
        disabledDate={beyondLimit}
        onChange={({ from, to }) => {
          if (from && to) setDates({ from, to });
        }}
      />
      {showDoctor && <DoctorSelect value={filters.doctorId} onChange={(id) => setFilter('doctorId', id)} />}
      {PLACE_FILTERS.map(({ key, Picker, label, placeholder }) => (
        <Picker
          key={key}
          aria-label={label}
          placeholder={placeholder}
          allowClear
          value={filters[key]}
          onChange={(value) => setFilter(key, value)}
          style={{ width: 180 }}
        />
      ))}
      <Button className="insights-no-print" onClick={clear}>
        Clear Filters
      </Button>
    </Flex>
  );
}
