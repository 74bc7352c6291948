import { Table, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser, selectRole } from '../../auth';
import type { PersonRow } from '../../../../shared/types';
import { PEOPLE_LIST_TEXT, type PeopleKind } from '../peopleKinds';
import { peopleColumns } from '../peopleColumns';
import PersonActions from '../PersonActions';
import { usePeopleList } from '../usePeopleList';
import TableToolbar from '../../../components/TableToolbar';
import { useTableControls } from '../../../components/useTableControls';

const byEmail = (person: PersonRow) => person.email;

/** Staff, patients or administrators (spec 2.4): one layout, admins may block and unblock. */
function PeopleList({ kind }: { kind: PeopleKind }) {
  const rows = usePeopleList(kind);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const me = useAppSelector(selectCurrentUser);
  const controls = useTableControls(rows, byEmail);
  const { title, empty } = PEOPLE_LIST_TEXT[kind];
  const actions = isAdmin
    ? (person: PersonRow) => <PersonActions person={person} isSelf={person._id === me?._id} />
    : undefined;

  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <TableToolbar
        {...controls}
        label={`Search ${title} by email`}
        placeholder="Search by Email..."
        clearFiltersText="Clear Filters"
        clearAllText="Clear Filters & Sorters"
      />
      <Table<PersonRow>
        bordered
        rowKey="_id"
        columns={peopleColumns(controls, actions)}
        dataSource={controls.shown}
        onChange={controls.onChange}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty }}
      />
    </>
  );
}

/** A fresh list (search, filters, sorter) whenever the route switches to another kind. */
export default function PeopleListPage({ kind }: { kind: PeopleKind }) {
  return <PeopleList key={kind} kind={kind} />;
}
