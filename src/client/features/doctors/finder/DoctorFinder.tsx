import { Flex, Input, InputNumber, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { defineMessages, useIntl } from 'react-intl';
import { LocationSelect, ServiceSelect, SpecialitySelect } from '../pickers/ReferenceSelects';
import { FINDER_SORTS, type DoctorFinderState, type FinderKey } from './useDoctorFinder';
import { SEARCH_KEYBOARD } from '../../../lib/keyboards';

const messages = defineMessages({
  female: { id: 'doctors.finder.female', defaultMessage: 'Female' },
  male: { id: 'doctors.finder.male', defaultMessage: 'Male' },
  findDoctor: { id: 'doctors.finder.findDoctor', defaultMessage: 'Find a doctor' },
  searchPlaceholder: { id: 'doctors.finder.searchPlaceholder', defaultMessage: 'Search by name' },
  searchLabel: { id: 'doctors.finder.searchLabel', defaultMessage: 'Search doctors by name' },
  service: { id: 'doctors.finder.service', defaultMessage: 'Service' },
  location: { id: 'doctors.finder.location', defaultMessage: 'Location' },
  speciality: { id: 'doctors.finder.speciality', defaultMessage: 'Speciality' },
  gender: { id: 'doctors.finder.gender', defaultMessage: 'Gender' },
  maxFeePlaceholder: { id: 'doctors.finder.maxFeePlaceholder', defaultMessage: 'Max fee' },
  maxFeeLabel: { id: 'doctors.finder.maxFeeLabel', defaultMessage: 'Maximum fee' },
  sortLabel: { id: 'doctors.finder.sortLabel', defaultMessage: 'Sort doctors' },
  sortPrefix: { id: 'doctors.finder.sortPrefix', defaultMessage: 'Sort:' },
});

const FIELD = { width: 170 } as const;

/**
 * Find a doctor: the compact bar above 'Meet Our Doctors'. Name, service, location,
 * speciality, gender, maximum fee and the sort, all asked of the server and kept in the URL; the
 * bar wraps onto more lines on narrow screens.
 */
export default function DoctorFinder({ finder }: { finder: DoctorFinderState }) {
  const intl = useIntl();
  const { value, update, search, maxFee } = finder;
  const genders = [
    { value: 'female', label: intl.formatMessage(messages.female) },
    { value: 'male', label: intl.formatMessage(messages.male) },
  ];
  const sortOptions = FINDER_SORTS.map(({ value: sort, label }) => ({
    value: sort,
    label: intl.formatMessage(label),
  }));
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
    <Flex
      wrap
      gap="small"
      role="search"
      aria-label={intl.formatMessage(messages.findDoctor)}
      style={{ marginBottom: 16 }}
    >
      <Input
        {...SEARCH_KEYBOARD}
        id="doctor-search"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        aria-label={intl.formatMessage(messages.searchLabel)}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        style={{ width: 220 }}
      />
      <ServiceSelect {...picker('service', intl.formatMessage(messages.service))} />
      <LocationSelect {...picker('location', intl.formatMessage(messages.location))} />
      <SpecialitySelect {...picker('speciality', intl.formatMessage(messages.speciality))} />
      <Select
        {...picker('gender', intl.formatMessage(messages.gender))}
        options={genders}
        style={{ width: 120 }}
      />
      <InputNumber<number>
        id="doctor-max-fee"
        inputMode="numeric"
        min={0}
        precision={0}
        prefix="₦"
        placeholder={intl.formatMessage(messages.maxFeePlaceholder)}
        aria-label={intl.formatMessage(messages.maxFeeLabel)}
        value={maxFee.text === '' ? null : Number(maxFee.text)}
        onChange={(fee) => maxFee.setText(fee === null ? '' : String(fee))}
        style={{ width: 140 }}
      />
      <Select
        aria-label={intl.formatMessage(messages.sortLabel)}
        prefix={intl.formatMessage(messages.sortPrefix)}
        value={finder.sort}
        options={sortOptions}
        onChange={(sort: string) => update({ sort: sort === 'name' ? undefined : sort })}
        style={{ width: 190 }}
      />
    </Flex>
  );
}
