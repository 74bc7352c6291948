import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { instantText } from '../../components/instantText';
import type { PersonRow } from '../../../shared/types';
import type { ListParams } from '../../components/useListParams';

/**
 * The columns of the three people lists. Name, Email and Joined sort on the server (their keys are
 * the server's sort names); the sort shown comes from the URL. The Actions column appears only when
 * the page passes actions (admins).
 */
export function peopleColumns(
  { sortOrder }: Pick<ListParams, 'sortOrder'>,
  actions?: (person: PersonRow) => ReactNode,
): ColumnsType<PersonRow> {
  const sortable = (key: 'name' | 'email' | 'createdAt') => ({
    key,
    sorter: true,
    sortOrder: sortOrder(key),
  });
  const columns: ColumnsType<PersonRow> = [
    { title: 'Name', dataIndex: 'name', ...sortable('name') },
    { title: 'Email', dataIndex: 'email', ...sortable('email') },
    { title: 'Phone', key: 'phone', dataIndex: 'phone' },
    {
      title: 'Joined',
      dataIndex: 'createdAt',
      render: (createdAt: string) => instantText(createdAt, { withTime: false }),
      ...sortable('createdAt'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, person) =>
        person.isBlocked ? <Tag color="red">Blocked</Tag> : <Tag color="green">Active</Tag>,
    },
  ];
  if (actions)
    // narrow screens scroll the table sideways; Block and Unblock stay in view
    columns.push({
      title: 'Actions',
      key: 'actions',
      fixed: 'end',
      render: (_value, person) => actions(person),
    });
  return columns;
}
