import { useMemo } from 'react';
import { Card, Table } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { pageRows } from '../../../lib/api/pagedList';
import { useKeepPageInRange, useListParams } from '../../../lib/searchParams/useListParams';
import type { ApiClient } from '../../../../shared/answers/apiClients';
import { useGetApiClientsQuery } from '../apiClientsApi';
import { apiClientColumns } from '../components/apiClientColumns';
import RegisterApiClientForm from '../components/RegisterApiClientForm';
import RevokeApiClientButton from '../components/RevokeApiClientButton';

const messages = defineMessages({
  title: { id: 'apiClients.page.title', defaultMessage: 'API clients' },
  intro: {
    id: 'apiClients.page.intro',
    defaultMessage:
      'Other systems read and book visits through the FHIR API with SMART Backend Services. Register each system with its public keys and the scopes it may use.',
  },
  register: { id: 'apiClients.page.register', defaultMessage: 'Register a client' },
  list: { id: 'apiClients.page.list', defaultMessage: 'Registered clients' },
  empty: { id: 'apiClients.page.empty', defaultMessage: 'No API clients registered yet' },
});

const PAGE_SIZE = 10;

/**
 * API clients, the systems that call the FHIR API, at /admin/api-clients: register, list a page at a
 * time, revoke.
 */
export default function ApiClientsPage() {
  const intl = useIntl();
  const list = useListParams({ pageSize: PAGE_SIZE });
  const { data, isFetching } = useGetApiClientsQuery(list.query);
  useKeepPageInRange(list, data?.total);
  const rows = useMemo(() => pageRows(data), [data]);
  const columns = useMemo(
    () => apiClientColumns(intl, list, (client) => <RevokeApiClientButton client={client} />),
    [intl, list],
  );

  return (
    <>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      <Card title={intl.formatMessage(messages.register)} style={{ marginBottom: 24 }}>
        <RegisterApiClientForm />
      </Card>
      <Typography.Title level={3}>{intl.formatMessage(messages.list)}</Typography.Title>
      <Table<ApiClient>
        bordered
        rowKey="clientId"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        onChange={list.onTableChange}
        pagination={list.pagination(data?.total, data?.totalCapped)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
    </>
  );
}
