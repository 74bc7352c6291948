import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { PersonRow } from '../../../shared/types';
import type { TableControls } from '../../components/useTableControls';

export const JOINED_FORMAT = 'DD-MM-YYYY';

const statusOf = (person: PersonRow) => (person.isBlocked ? 'blocked' : 'active');

/**
 * The columns of the three people lists. Filters and sort order are controlled by the page; the
 * Actions column appears only when the page passes actions (admins).
 */
export function peopleColumns(
  { sortOrder, filteredValue }: Pick<TableControls<PersonRow>, 'sortOrder' | 'filteredValue'>,
  actions?: (person: PersonRow) => ReactNode,
): ColumnsType<PersonRow> {
  const columns: ColumnsType<PersonRow> = [
    {
      title: 'Name',
      key: 'name',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      sortOrder: sortOrder('name'),
    },
    { title: 'Email', key: 'email', dataIndex: 'email' },
    { title: 'Phone', key: 'phone', dataIndex: 'phone' },
    {
      title: 'Joined',
      key: 'createdAt',
      dataIndex: 'createdAt',
      render: (createdAt: string) => dayjs(createdAt).format(JOINED_FORMAT),
      sorter: (a, b) => dayjs(a.createdAt).valueOf() - dayjs(b.createdAt).valueOf(),
      sortOrder: sortOrder('createdAt'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, person) =>
        person.isBlocked ? <Tag color="red">Blocked</Tag> : <Tag color="green">Active</Tag>,
      filters: [
        { text: 'Active', value: 'active' },
        { text: 'Blocked', value: 'blocked' },
      ],
      onFilter: (value, person) => statusOf(person) === value,
      filteredValue: filteredValue('status'),
    },
  ];
  if (actions)
    columns.push({ title: 'Actions', key: 'actions', render: (_value, person) => actions(person) });
  return columns;
}
