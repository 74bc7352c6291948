import { useEffect, useMemo, useRef, useState } from 'react';
import { Select } from 'antd';
import { useIntl, defineMessages } from 'react-intl';
import { SEARCH_DEBOUNCE_MS } from '../../lib/searchParams/useListParams';
import { pageRows } from '../../lib/api/pagedList';
import { useFindPatientsQuery } from '../patients';

const CHOICES = 10;

const messages = defineMessages({
  placeholder: { id: 'dataRequests.patient.placeholder', defaultMessage: 'Type a name, phone or e-mail' },
  label: { id: 'dataRequests.patient.label', defaultMessage: 'Patient' },
});

/** A patient chosen from the desk's search, asked of the server as the admin types. */
export default function PatientChoice(props: { value?: string; onChange?: (id: string) => void }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const { data, isFetching } = useFindPatientsQuery(
    { search: search || undefined, pageSize: CHOICES },
    { skip: !search },
  );
  const options = useMemo(
    () =>
      pageRows(data).map((patient) => ({
        value: patient._id,
        label: [patient.name, patient.phone, patient.email].filter(Boolean).join(' · '),
      })),
    [data],
  );
  return (
    <Select
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(pending.current);
          pending.current = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
        },
      }}
      aria-label={intl.formatMessage(messages.label)}
      placeholder={intl.formatMessage(messages.placeholder)}
      loading={isFetching}
      options={options}
      value={props.value}
      onChange={props.onChange}
      style={{ width: '100%' }}
    />
  );
}
