import { Select, type SelectProps } from 'antd';
import { useIntl } from 'react-intl';
import {
  clinicDaysAdapter,
  locationsAdapter,
  servicesAdapter,
  slotOptionsAdapter,
  specialitiesAdapter,
  useGetClinicDaysQuery,
  useGetLocationsQuery,
  useGetServicesQuery,
  useGetSlotOptionsQuery,
  useGetSpecialitiesQuery,
} from '../../reference';
import { clinicDayText } from '../../../lib/clinicTime/clinicDayText';

/** A picker over one reference list; antd's Form.Item passes value, onChange and id through. */
type PickerProps<V> = Omit<SelectProps<V>, 'options' | 'loading' | 'mode'>;

const option = <V extends string | number>(value: V) => ({ value, label: String(value) });

export function ServiceSelect(props: PickerProps<string>) {
  const { data, isFetching } = useGetServicesQuery();
  const items = data ? servicesAdapter.getSelectors().selectAll(data) : [];
  return <Select showSearch {...props} loading={isFetching} options={items.map((s) => option(s.service))} />;
}

export function LocationSelect(props: PickerProps<string>) {
  const { data, isFetching } = useGetLocationsQuery();
  const items = data ? locationsAdapter.getSelectors().selectAll(data) : [];
  return <Select showSearch {...props} loading={isFetching} options={items.map((l) => option(l.location))} />;
}

export function SpecialitySelect(props: PickerProps<string>) {
  const { data, isFetching } = useGetSpecialitiesQuery();
  const items = data ? specialitiesAdapter.getSelectors().selectAll(data) : [];
  return (
    <Select showSearch {...props} loading={isFetching} options={items.map((s) => option(s.speciality))} />
  );
}

export function SlotSelect(props: PickerProps<number>) {
  const { data, isFetching } = useGetSlotOptionsQuery();
  const items = data ? slotOptionsAdapter.getSelectors().selectAll(data) : [];
  return <Select {...props} loading={isFetching} options={items.map((s) => option(s.totalSlots))} />;
}

/** Clinic days: several may be chosen, and the whole choice cleared. */
export function ClinicDaySelect(props: PickerProps<string[]>) {
  const intl = useIntl();
  const { data, isFetching } = useGetClinicDaysQuery();
  const items = data ? clinicDaysAdapter.getSelectors().selectAll(data) : [];
  // the stored name is the value; the reader sees, and searches, it in the language on screen
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      {...props}
      mode="multiple"
      loading={isFetching}
      options={items.map((d) => ({ value: d.name, label: clinicDayText(intl, d.name) }))}
    />
  );
}
