import { useMemo, useState } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { pageRows } from '../../../lib/api/pagedList';
import { instantText } from '../../../lib/clinicTime/instantText';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import type { DataRequest } from '../../../../shared/answers/dataRights';
import { useGetDataRequestsQuery } from '../dataRequestsApi';
import DueTag from '../DueTag';
import RecordRequestModal from '../RecordRequestModal';
import CloseRequestModal from '../CloseRequestModal';
import { ANSWERED_TEXT, KIND_TEXT } from '../requestWords';

const messages = defineMessages({
  title: { id: 'dataRequests.page.title', defaultMessage: 'Data requests' },
  intro: {
    id: 'dataRequests.page.intro',
    defaultMessage:
      'Every request a patient makes about their data — a copy, a deletion, a correction — with the day it came and the 30 days the law allows to answer it. Copies downloaded and accounts deleted online are recorded here as answered.',
  },
  record: { id: 'dataRequests.page.record', defaultMessage: 'Record a written request' },
  empty: { id: 'dataRequests.page.empty', defaultMessage: 'No data requests yet' },
  received: { id: 'dataRequests.page.received', defaultMessage: 'Received' },
  kind: { id: 'dataRequests.page.kind', defaultMessage: 'Request' },
  patient: { id: 'dataRequests.page.patient', defaultMessage: 'Patient' },
  reference: { id: 'dataRequests.page.reference', defaultMessage: 'Reference' },
  due: { id: 'dataRequests.page.due', defaultMessage: 'Due' },
  done: { id: 'dataRequests.page.done', defaultMessage: 'What was done' },
  handledBy: { id: 'dataRequests.page.handledBy', defaultMessage: 'Handled by' },
  online: { id: 'dataRequests.page.online', defaultMessage: 'The patient, online' },
  close: { id: 'dataRequests.page.close', defaultMessage: 'Close…' },
  gone: { id: 'dataRequests.page.gone', defaultMessage: 'Record removed' },
});

const PAGE_SIZE = 20;

/**
 * /admin/data-requests: every request about a patient's data, newest first, a page at a time
 * from the server, each with the days the law leaves to answer it (in words, amber in the last
 * week, red once overdue). Admins record a request that came in writing and close it with what
 * was done.
 */
export default function DataRequestsPage() {
  const intl = useIntl();
  const list = useListParams({ pageSize: PAGE_SIZE });
  const { data, isFetching } = useGetDataRequestsQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const rows = useMemo(() => pageRows(data), [data]);
  const [recording, setRecording] = useState(false);
  const [closing, setClosing] = useState<DataRequest>();
  const today = todayAtClinic();

  const columns: TableColumnsType<DataRequest> = [
    {
      key: 'received',
      title: intl.formatMessage(messages.received),
      render: (_v, r) => instantText(r.receivedAt, { withTime: false }),
    },
    {
      key: 'due',
      title: intl.formatMessage(messages.due),
      render: (_v, r) => (
        <Flex vertical gap={4} align="start">
          <span>{formatDisplayDate(r.dueOn)}</span>
          <DueTag request={r} today={today} />
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: intl.formatMessage(messages.kind),
      render: (_v, r) => intl.formatMessage(KIND_TEXT[r.kind]),
    },
    {
      key: 'patient',
      title: intl.formatMessage(messages.patient),
      render: (_v, r) => r.patientName ?? intl.formatMessage(messages.gone),
    },
    { key: 'reference', title: intl.formatMessage(messages.reference), dataIndex: 'reference' },
    {
      key: 'done',
      title: intl.formatMessage(messages.done),
      render: (_v, r) => {
        if (r.status === 'open') {
          return (
            <Button size="small" onClick={() => setClosing(r)}>
              {intl.formatMessage(messages.close)}
            </Button>
          );
        }
        return r.outcome ?? intl.formatMessage(ANSWERED_TEXT[r.kind]);
      },
    },
    {
      key: 'handledBy',
      title: intl.formatMessage(messages.handledBy),
      render: (_v, r) => (r.status === 'done' ? (r.handledBy ?? intl.formatMessage(messages.online)) : ''),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRecording(true)}>
          {intl.formatMessage(messages.record)}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      <Table<DataRequest>
        bordered
        rowKey="_id"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total, data?.totalCapped)}
        scroll={{ x: 'max-content' }}
        expandable={{
          rowExpandable: (r) => r.details !== '',
          expandedRowRender: (r) => <div style={{ whiteSpace: 'pre-wrap', maxWidth: 720 }}>{r.details}</div>,
        }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
      <RecordRequestModal open={recording} onClose={() => setRecording(false)} />
      <CloseRequestModal request={closing} onClose={() => setClosing(undefined)} />
    </>
  );
}
