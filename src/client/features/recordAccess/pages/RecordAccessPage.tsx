import { useMemo } from 'react';
import { Button, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import Typography from '../../../components/Typography';
import LazyDateRangeInput from '../../../components/LazyDateRangeInput';
import { instantText } from '../../../lib/clinicTime/instantText';
import { pageRows } from '../../../lib/api/pagedList';
import type { AdminRecordAccessEntry } from '../../../../shared/answers/record-access';
import { useSearchRecordAccessQuery } from '../recordAccessApi';
import { roleText, whatText } from '../components/accessWords';
import { PAGE_SIZES, useRecordAccessParams, type FilterValues } from '../useRecordAccessParams';

const messages = defineMessages({
  title: { id: 'recordAccess.page.title', defaultMessage: 'Record Access Log' },
  intro: {
    id: 'recordAccess.page.intro',
    defaultMessage:
      'Every read of a patient’s record by someone other than the patient. Choose a name to see only theirs.',
  },
  time: { id: 'recordAccess.page.time', defaultMessage: 'Time' },
  patient: { id: 'recordAccess.page.patient', defaultMessage: 'Patient' },
  who: { id: 'recordAccess.page.who', defaultMessage: 'Who' },
  what: { id: 'recordAccess.page.what', defaultMessage: 'What' },
  reason: { id: 'recordAccess.page.reason', defaultMessage: 'Reason' },
  ip: { id: 'recordAccess.page.ip', defaultMessage: 'IP' },
  removed: { id: 'recordAccess.page.removed', defaultMessage: 'Removed patient' },
  onlyPatient: { id: 'recordAccess.page.onlyPatient', defaultMessage: 'One patient only' },
  onlyReader: { id: 'recordAccess.page.onlyReader', defaultMessage: 'One reader only' },
  from: { id: 'recordAccess.page.from', defaultMessage: 'From' },
  to: { id: 'recordAccess.page.to', defaultMessage: 'To' },
  dates: { id: 'recordAccess.page.dates', defaultMessage: 'Dates' },
  empty: { id: 'recordAccess.page.empty', defaultMessage: 'No reads of a record match these filters' },
});
const totalText = defineMessage<{ total: number }>({
  id: 'recordAccess.page.total',
  defaultMessage: '{total, plural, one {# entry} other {# entries}}',
});

function columns(intl: IntlShape, filter: (next: FilterValues) => void): ColumnsType<AdminRecordAccessEntry> {
  const say = intl.formatMessage;
  return [
    { key: 'at', title: say(messages.time), width: 150, render: (_, row) => instantText(row.at) },
    {
      key: 'patient',
      title: say(messages.patient),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => filter({ patientId: row.patientId })}>
          {row.patientName ?? say(messages.removed)}
        </Button>
      ),
    },
    {
      key: 'who',
      title: say(messages.who),
      render: (_, row) => (
        <Flex gap={4} align="center" wrap>
          {row.actorId ? (
            <Button type="link" size="small" onClick={() => filter({ actorId: row.actorId ?? undefined })}>
              {row.actorName}
            </Button>
          ) : (
            <span>{row.actorName}</span>
          )}
          <Tag>{roleText(intl, row.actorRole)}</Tag>
        </Flex>
      ),
    },
    { key: 'what', title: say(messages.what), render: (_, row) => whatText(intl, row.what) },
    { key: 'reason', title: say(messages.reason), render: (_, row) => row.reason ?? '' },
    { key: 'ip', title: say(messages.ip), width: 130, render: (_, row) => row.ip ?? '' },
  ];
}

/**
 * Record Access Log, at /admin/record-access: who read which patient's record, newest first, by
 * patient, by reader and by date, paged by the server; filters and page live in the URL.
 */
export default function RecordAccessPage() {
  const intl = useIntl();
  const { filters, paging, setFilters, setPaging } = useRecordAccessParams();
  const { data, isFetching } = useSearchRecordAccessQuery({ ...filters, ...paging });
  const rows = useMemo(() => pageRows(data), [data]);
  const tableColumns = useMemo(() => columns(intl, setFilters), [intl, setFilters]);
  return (
    <>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <Typography.Paragraph>{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <LazyDateRangeInput
          buttonLabel={intl.formatMessage(messages.dates)}
          ids={{ from: 'record-access-from', to: 'record-access-to' }}
          labels={{ from: intl.formatMessage(messages.from), to: intl.formatMessage(messages.to) }}
          allowEmpty={[true, true]}
          value={{ from: filters.from, to: filters.to }}
          onChange={({ from, to }) => setFilters({ from, to })}
        />
        {filters.patientId && (
          <Tag closable onClose={() => setFilters({ patientId: undefined })}>
            {intl.formatMessage(messages.onlyPatient)}
          </Tag>
        )}
        {filters.actorId && (
          <Tag closable onClose={() => setFilters({ actorId: undefined })}>
            {intl.formatMessage(messages.onlyReader)}
          </Tag>
        )}
        <Button
          onClick={() =>
            setFilters({ patientId: undefined, actorId: undefined, from: undefined, to: undefined })
          }
        >
          <FormattedMessage id="recordAccess.page.clear" defaultMessage="Clear Filters" />
        </Button>
      </Flex>
      <Table<AdminRecordAccessEntry>
        rowKey="_id"
        size="small"
        loading={isFetching}
        columns={tableColumns}
        dataSource={rows}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => intl.formatMessage(totalText, { total }),
          onChange: setPaging,
        }}
        // a line per cell on a laptop; narrower screens scroll sideways
        scroll={{ x: 900 }}
        locale={{ emptyText: intl.formatMessage(messages.empty) }}
      />
    </>
  );
}
