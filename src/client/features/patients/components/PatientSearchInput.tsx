import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { defineMessages, useIntl } from 'react-intl';
import { SEARCH_KEYBOARD } from '../../../lib/keyboards';
import type { ListParams } from '../../../lib/searchParams/useListParams';

const messages = defineMessages({
  searchLabel: {
    id: 'patients.findPatient.searchLabel',
    defaultMessage: 'Search patients by name, phone or email',
  },
  searchPlaceholder: {
    id: 'patients.findPatient.searchPlaceholder',
    defaultMessage: 'Name, phone or email...',
  },
});

/** The box the desk and doctors find a patient with: any part of a name, phone digits or e-mail (kept in the URL). */
export default function PatientSearchInput({
  list,
}: {
  list: Pick<ListParams, 'searchText' | 'setSearchText'>;
}) {
  const intl = useIntl();
  return (
    <Input
      allowClear
      {...SEARCH_KEYBOARD}
      prefix={<SearchOutlined />}
      placeholder={intl.formatMessage(messages.searchPlaceholder)}
      aria-label={intl.formatMessage(messages.searchLabel)}
      value={list.searchText}
      onChange={(event) => list.setSearchText(event.target.value)}
      style={{ width: '100%', maxWidth: 360 }}
    />
  );
}
