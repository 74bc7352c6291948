import { Flex, Input, InputNumber, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { LocationSelect, ServiceSelect, SpecialitySelect } from './ReferenceSelects';
import { FINDER_SORTS, type DoctorFinderState, type FinderKey } from './useDoctorFinder';

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];
const SORT_OPTIONS = FINDER_SORTS.map(({ value, label }) => ({ value, label }));
const FIELD = { width: 170 } as const;

/**
 * Find a doctor (issue 13): the compact bar above 'Meet Our Doctors'. Name, service, location,
 * speciality, gender, maximum fee and the sort, all asked of the server and kept in the URL; the
 * bar wraps onto more lines on narrow screens.
 */
export default function DoctorFinder({ finder }: { finder: DoctorFinderState }) {
  const { value, update, search, maxFee } = finder;
  /** A picker's props: its current choice, cleared with ×, and the parameter it sets. */
  const picker = (key: FinderKey, label: string) => ({
    'aria-label': label,
    placeholder: label,
    allowClear: true,
    value: value(key),
    onChange: (chosen: string | undefined) => update({ [key]: chosen }),
    style: FIELD,
    popupMatchSelectWidth: false,
  });

  return (
    <Flex wrap gap="small" role="search" aria-label="Find a doctor" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search by name"
        aria-label="Search doctors by name"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        style={{ width: 220 }}
      />
      <ServiceSelect {...picker('service', 'Service')} />
      <LocationSelect {...picker('location', 'Location')} />
      <SpecialitySelect {...picker('speciality', 'Speciality')} />
      <Select {...picker('gender', 'Gender')} options={GENDERS} style={{ width: 120 }} />
      <InputNumber<number>
        min={0}
        precision={0}
        prefix="₦"
        placeholder="Max fee"
        aria-label="Maximum fee"
        value={maxFee.text === '' ? null : Number(maxFee.text)}
        onChange={(fee) => maxFee.setText(fee === null ? '' : String(fee))}
        style={{ width: 140 }}
      />
      <Select
        aria-label="Sort doctors"
        prefix="Sort:"
        value={finder.sort}
        options={SORT_OPTIONS}
        onChange={(sort: string) => update({ sort: sort === 'name' ? undefined : sort })}
        style={{ width: 190 }}
      />
    </Flex>
  );
}
