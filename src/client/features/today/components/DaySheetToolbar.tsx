import { Button, DatePicker, Flex, Input, Select } from 'antd';
import { SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useLocation, useNavigate } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { DATE_FORMAT, ISO_DATE } from '../../../lib/clinicTime/clinicDatePicker';
import { VISIT_STATES, type VisitState } from '../../../../shared/vocabulary';
import { DoctorSelect } from '../../doctors';
import type { useDaySheetParams } from './useDaySheetParams';
import { VISIT_STATE_LABELS } from './VisitStateTag';

type DayParams = ReturnType<typeof useDaySheetParams>;

const ALL = '';

const messages = defineMessages({
  filters: { id: 'today.toolbar.filters', defaultMessage: 'Filter the day sheet' },
  date: { id: 'today.toolbar.date', defaultMessage: 'Date' },
  searchPlaceholder: { id: 'today.toolbar.searchPlaceholder', defaultMessage: 'Name or phone' },
  search: { id: 'today.toolbar.search', defaultMessage: 'Search by name or phone' },
  state: { id: 'today.toolbar.state', defaultMessage: 'State' },
  allStates: { id: 'today.toolbar.allStates', defaultMessage: 'All states' },
  walkIn: { id: 'today.toolbar.walkIn', defaultMessage: 'Walk-in' },
});

/**
 * Date, doctor, search and state over the day sheet, and Walk-in: the desk's patient search, opened
 * to book for today (/staff/patients/find?walkIn=1, or the admin's).
 */
export default function DaySheetToolbar({ params }: { params: DayParams }) {
  const { query, update, search } = params;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const base = pathname.startsWith('/admin') ? '/admin' : '/staff';
  return (
    <Flex
      wrap
      gap="small"
      role="search"
      aria-label={intl.formatMessage(messages.filters)}
      style={{ marginBottom: 16 }}
    >
      <DatePicker
        aria-label={intl.formatMessage(messages.date)}
        format={DATE_FORMAT}
        allowClear={false}
        value={dayjs(query.date)}
        onChange={(day) => update({ date: day ? day.format(ISO_DATE) : undefined })}
      />
      <DoctorSelect value={query.doctorId} onChange={(doctorId) => update({ doctorId })} />
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        aria-label={intl.formatMessage(messages.search)}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        style={{ width: '100%', maxWidth: 220 }}
      />
      <Select<VisitState | typeof ALL>
        aria-label={intl.formatMessage(messages.state)}
        value={query.state ?? ALL}
        onChange={(state) => update({ state })}
        options={[
          { value: ALL, label: intl.formatMessage(messages.allStates) },
          ...VISIT_STATES.map((state) => ({
            value: state,
            label: intl.formatMessage(VISIT_STATE_LABELS[state]),
          })),
        ]}
        style={{ width: 160 }}
      />
      <Button icon={<UserAddOutlined />} onClick={() => navigate(`${base}/patients/find?walkIn=1`)}>
        {intl.formatMessage(messages.walkIn)}
      </Button>
    </Flex>
  );
}
