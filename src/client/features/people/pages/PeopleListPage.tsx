import { Button, Flex, Input, Table, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser, selectRole } from '../../auth';
import type { PersonRow } from '../../../../shared/types';
import { PEOPLE_LIST_TEXT, type PeopleKind } from '../peopleKinds';
import { peopleColumns } from '../peopleColumns';
import PersonActions from '../PersonActions';
import { usePeopleList } from '../usePeopleList';
import { usePeopleTableControls } from '../usePeopleTableControls';

/** Staff, patients or administrators (spec 2.4): one layout, admins may block and unblock. */
function PeopleList({ kind }: { kind: PeopleKind }) {
  const rows = usePeopleList(kind);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const me = useAppSelector(selectCurrentUser);
  const controls = usePeopleTableControls(rows);
  const { title, empty } = PEOPLE_LIST_TEXT[kind];
  const actions = isAdmin
    ? (person: PersonRow) => <PersonActions person={person} isSelf={person._id === me?._id} />
    : undefined;

  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Flex wrap gap="small" role="search" aria-label={`Search ${title}`} style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search by Email..."
          aria-label="Search by email"
          value={controls.search}
          onChange={(event) => controls.setSearch(event.target.value)}
          style={{ width: '100%', maxWidth: 320 }}
        />
        <Button onClick={controls.clearFilters}>Clear Filters</Button>
        <Button onClick={controls.clearFiltersAndSorters}>Clear Filters &amp; Sorters</Button>
      </Flex>
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
