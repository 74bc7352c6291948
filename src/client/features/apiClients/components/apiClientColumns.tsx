import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import { defineMessages, type IntlShape } from 'react-intl';
import type { ColumnsType } from 'antd/es/table';
import { instantText } from '../../../lib/clinicTime/instantText';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import type { ApiClient } from '../../../../shared/answers/apiClients';

const messages = defineMessages({
  name: { id: 'apiClients.columns.name', defaultMessage: 'Name' },
  clientId: { id: 'apiClients.columns.clientId', defaultMessage: 'Client id' },
  scopes: { id: 'apiClients.columns.scopes', defaultMessage: 'Scopes' },
  created: { id: 'apiClients.columns.created', defaultMessage: 'Registered' },
  status: { id: 'apiClients.columns.status', defaultMessage: 'Status' },
  active: { id: 'apiClients.columns.active', defaultMessage: 'Active' },
  revoked: { id: 'apiClients.columns.revoked', defaultMessage: 'Revoked' },
  actions: { id: 'apiClients.columns.actions', defaultMessage: 'Actions' },
});

/** The API clients' columns; Name and Registered sort on the server. */
export function apiClientColumns(
  intl: IntlShape,
  { sortOrder }: Pick<ListParams, 'sortOrder'>,
  actions: (client: ApiClient) => ReactNode,
): ColumnsType<ApiClient> {
  return [
    {
      title: intl.formatMessage(messages.name),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
    },
    {
      title: intl.formatMessage(messages.clientId),
      dataIndex: 'clientId',
      key: 'clientId',
      render: (clientId: string) => (
        <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
          {clientId}
        </Typography.Text>
      ),
    },
    {
      title: intl.formatMessage(messages.scopes),
      dataIndex: 'scopes',
      key: 'scopes',
      // the tags wrap, so Status and Revoke stay in view on a laptop
      width: 220,
      render: (scopes: string[]) => (
        <Space size={[0, 4]} wrap>
          {scopes.map((scope) => (
            <Tag key={scope}>{scope}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: intl.formatMessage(messages.created),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (createdAt: string) => instantText(createdAt, { withTime: false }),
    },
    {
      title: intl.formatMessage(messages.status),
      key: 'status',
      render: (_value, client) =>
        client.revokedAt ? (
          <Tag color="red">{intl.formatMessage(messages.revoked)}</Tag>
        ) : (
          <Tag color="green">{intl.formatMessage(messages.active)}</Tag>
        ),
    },
    {
      title: intl.formatMessage(messages.actions),
      key: 'actions',
      render: (_value, client) => actions(client),
    },
  ];
}
