import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Table } from 'antd';
import Typography from '../../../components/Typography';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser, selectRole } from '../../auth';
import type { PersonRow } from '../../../../shared/types';
import { PEOPLE_LIST_TEXT, type PeopleKind } from '../peopleKinds';
import { peopleColumns } from '../peopleColumns';
import PersonActions from '../PersonActions';
import { usePeopleList } from '../usePeopleList';
import TableEmpty from '../../../components/TableEmpty';
import TableToolbar from '../../../components/TableToolbar';

const messages = defineMessages<{
  searchLabel: { title: string };
  searchPlaceholder: NoMessageValues;
  clearFilters: NoMessageValues;
  clearAll: NoMessageValues;
}>({
  searchLabel: { id: 'people.list.searchLabel', defaultMessage: 'Search {title} by email' },
  searchPlaceholder: { id: 'people.list.searchPlaceholder', defaultMessage: 'Search by Email...' },
  clearFilters: { id: 'people.list.clearFilters', defaultMessage: 'Clear Filters' },
  clearAll: { id: 'people.list.clearAll', defaultMessage: 'Clear Filters & Sorters' },
});

/**
 * Staff, patients or administrators: one layout, served a page at a time;
 * admins may block and unblock.
 */
function PeopleList({ kind }: { kind: PeopleKind }) {
  const intl = useIntl();
  const { list, rows, total, totalCapped, isFetching } = usePeopleList(kind);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const me = useAppSelector(selectCurrentUser);
  const title = intl.formatMessage(PEOPLE_LIST_TEXT[kind].title);
  const empty = intl.formatMessage(PEOPLE_LIST_TEXT[kind].empty);
  const actions = isAdmin
    ? (person: PersonRow) => <PersonActions person={person} isSelf={person._id === me?._id} />
    : undefined;

  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <TableToolbar
        list={list}
        label={intl.formatMessage(messages.searchLabel, { title })}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        clearFiltersText={intl.formatMessage(messages.clearFilters)}
        clearAllText={intl.formatMessage(messages.clearAll)}
      />
      <Table<PersonRow>
        bordered
        rowKey="_id"
        loading={isFetching}
        columns={peopleColumns(intl, list, actions)}
        dataSource={rows}
        onChange={list.onTableChange}
        pagination={list.pagination(total, totalCapped)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty text={empty} pending={isFetching} /> }}
      />
    </>
  );
}

/**
 * A fresh list whenever the route switches to another kind: the search box and its pending
 * (debounced) text belong to the list they were typed in.
 */
export default function PeopleListPage({ kind }: { kind: PeopleKind }) {
  return <PeopleList key={kind} kind={kind} />;
}
