import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { DATE_FORMAT, ISO_DATE } from '../lib/clinicTime/clinicDatePicker';

/** A span of dates written YYYY-MM-DD; either end may be missing. */
export interface IsoRange {
  from?: string;
  to?: string;
}

type PassedProps = Omit<RangePickerProps, 'id' | 'value' | 'onChange' | 'format' | 'placeholder' | 'presets'>;

interface DateRangeInputProps extends PassedProps {
  /** The ids of the two inputs (each is labelled by its own name). */
  ids: { from: string; to: string };
  /** Each input's name, also its placeholder. */
  labels: { from: string; to: string };
  value: IsoRange;
  onChange: (range: IsoRange) => void;
  /** Ranges offered beside the calendar. */
  presets?: { label: string; from: string; to: string }[];
}

const day = (iso: string | undefined) => (iso ? dayjs(iso) : null);

/**
 * antd's RangePicker as every date in the app is shown (DD-MM-YYYY, typed or picked), with dates in
 * and out as YYYY-MM-DD. Each of its two inputs has a label of its own for screen readers.
 */
export default function DateRangeInput({
  ids,
  labels,
  value,
  onChange,
  presets,
  ...rest
}: DateRangeInputProps) {
  return (
    <>
      <label htmlFor={ids.from} className="visually-hidden">
        {labels.from}
      </label>
      <label htmlFor={ids.to} className="visually-hidden">
        {labels.to}
      </label>
      <DatePicker.RangePicker
        {...rest}
        id={{ start: ids.from, end: ids.to }}
        format={DATE_FORMAT}
        placeholder={[labels.from, labels.to]}
        value={[day(value.from), day(value.to)]}
        presets={presets?.map((preset) => ({
          label: preset.label,
          value: [dayjs(preset.from), dayjs(preset.to)],
        }))}
        onChange={(range) =>
          onChange({ from: range?.[0]?.format(ISO_DATE), to: range?.[1]?.format(ISO_DATE) })
        }
      />
    </>
  );
}
