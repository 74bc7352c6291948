import { Select, type SelectProps } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { pageRows } from '../../../lib/api/pagedList';
import { useGetApprovedDoctorsQuery } from '../doctorsApi';
import { formatDoctorName } from '../doctorName';

const messages = defineMessages({
  doctor: { id: 'doctors.select.doctor', defaultMessage: 'Doctor' },
  allDoctors: { id: 'doctors.select.allDoctors', defaultMessage: 'All doctors' },
});

/** The clinic's approved doctors (the first hundred) as select options: value the doctor's id. */
export function useDoctorOptions() {
  const intl = useIntl();
  const { data } = useGetApprovedDoctorsQuery({ pageSize: 100 });
  return pageRows(data).map((d) => ({ value: d._id, label: formatDoctorName(intl, d).trim() }));
}

const ALL = '';

type DoctorSelectProps = Omit<SelectProps<string>, 'options' | 'value' | 'onChange'> & {
  /** The chosen doctor's id; none stands for all doctors. */
  value: string | undefined;
  onChange: (doctorId: string | undefined) => void;
};

/** A filter by doctor: 'All doctors' or one, searchable by name. */
export default function DoctorSelect({ value, onChange, ...rest }: DoctorSelectProps) {
  const intl = useIntl();
  const doctors = useDoctorOptions();
  return (
    <Select<string>
      aria-label={intl.formatMessage(messages.doctor)}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 200 }}
      {...rest}
      value={value ?? ALL}
      onChange={(doctorId) => onChange(doctorId || undefined)}
      options={[{ value: ALL, label: intl.formatMessage(messages.allDoctors) }, ...doctors]}
    />
  );
}
