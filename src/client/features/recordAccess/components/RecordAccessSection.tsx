import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Flex, List, Tag } from 'antd';
import TableEmpty from '../../../components/TableEmpty';
import { instantText } from '../../../lib/clinicTime/instantText';
import { pageRows } from '../../../lib/api/pagedList';
import type { RecordAccessEntry } from '../../../../shared/answers/record-access';
import { useGetMyRecordAccessQuery } from '../recordAccessApi';
import { roleText, whatText } from './accessWords';

const messages = defineMessages({
  listLabel: { id: 'recordAccess.mine.listLabel', defaultMessage: 'Who has looked at my record' },
  empty: { id: 'recordAccess.mine.empty', defaultMessage: 'No one but you has looked at your record yet' },
});
const detail = defineMessage<{ date: string; what: string }>({
  id: 'recordAccess.mine.detail',
  defaultMessage: '{date} · {what}',
});

const reasonText = defineMessage<{ reason: string }>({
  id: 'recordAccess.mine.reason',
  defaultMessage: 'Reason given: {reason}',
});

const PAGE_SIZE = 5;

/**
 * /profile "Who has looked at my record": each read of the person's record by someone else (the desk,
 * a doctor, an administrator, a connected system), newest first, a page at a time, with the reason a
 * doctor gave for opening it when the patient had never seen them.
 */
export default function RecordAccessSection() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetMyRecordAccessQuery(
    { page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const rows = useMemo(() => pageRows(data), [data]);
  return (
    <List<RecordAccessEntry>
      size="small"
      bordered
      loading={isFetching}
      dataSource={rows}
      aria-label={intl.formatMessage(messages.listLabel)}
      locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      pagination={
        (data?.total ?? 0) > PAGE_SIZE
          ? { current: page, pageSize: PAGE_SIZE, total: data?.total, onChange: setPage, size: 'small' }
          : false
      }
      renderItem={(entry) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Flex gap={8} align="center" wrap>
                <span>{entry.actorName}</span>
                <Tag>{roleText(intl, entry.actorRole)}</Tag>
              </Flex>
            }
            description={
              <Flex vertical>
                <span>
                  {intl.formatMessage(detail, {
                    date: instantText(entry.at),
                    what: whatText(intl, entry.what),
                  })}
                </span>
                {entry.reason && <span>{intl.formatMessage(reasonText, { reason: entry.reason })}</span>}
              </Flex>
            }
          />
        </List.Item>
      )}
    />
  );
}
