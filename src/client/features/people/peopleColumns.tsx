import type { ReactNode } from 'react';
import { defineMessages, type IntlShape } from 'react-intl';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { instantText } from '../../lib/clinicTime/instantText';
import type { PersonRow } from '../../../shared/types';
import type { ListParams } from '../../lib/searchParams/useListParams';
import PhoneNumber from '../../components/PhoneNumber';

const messages = defineMessages({
  name: { id: 'people.columns.name', defaultMessage: 'Name' },
  email: { id: 'people.columns.email', defaultMessage: 'Email' },
  phone: { id: 'people.columns.phone', defaultMessage: 'Phone' },
  joined: { id: 'people.columns.joined', defaultMessage: 'Joined' },
  status: { id: 'people.columns.status', defaultMessage: 'Status' },
  blocked: { id: 'people.columns.blocked', defaultMessage: 'Blocked' },
  active: { id: 'people.columns.active', defaultMessage: 'Active' },
  actions: { id: 'people.columns.actions', defaultMessage: 'Actions' },
});

/**
 * The columns of the three people lists. Name, Email and Joined sort on the server (their keys are
 * the server's sort names); the sort shown comes from the URL. The Actions column appears only when
 * the page passes actions (admins).
 */
export function peopleColumns(
  intl: IntlShape,
  { sortOrder }: Pick<ListParams, 'sortOrder'>,
  actions?: (person: PersonRow) => ReactNode,
): ColumnsType<PersonRow> {
  const sortable = (key: 'name' | 'email' | 'createdAt') => ({
    key,
    sorter: true,
    sortOrder: sortOrder(key),
  });
  const columns: ColumnsType<PersonRow> = [
    { title: intl.formatMessage(messages.name), dataIndex: 'name', ...sortable('name') },
    { title: intl.formatMessage(messages.email), dataIndex: 'email', ...sortable('email') },
    {
      title: intl.formatMessage(messages.phone),
      key: 'phone',
      dataIndex: 'phone',
      render: (phone?: string) => phone && <PhoneNumber phone={phone} />,
    },
    {
      title: intl.formatMessage(messages.joined),
      dataIndex: 'createdAt',
      render: (createdAt: string) => instantText(createdAt, { withTime: false }),
      ...sortable('createdAt'),
    },
    {
      title: intl.formatMessage(messages.status),
      key: 'status',
      render: (_value, person) =>
        person.isBlocked ? (
          <Tag color="red">{intl.formatMessage(messages.blocked)}</Tag>
        ) : (
          <Tag color="green">{intl.formatMessage(messages.active)}</Tag>
        ),
    },
  ];
  if (actions)
    // narrow screens scroll the table sideways; Block and Unblock stay in view
    columns.push({
      title: intl.formatMessage(messages.actions),
      key: 'actions',
      fixed: 'end',
      render: (_value, person) => actions(person),
    });
  return columns;
}
