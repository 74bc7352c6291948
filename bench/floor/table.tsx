import { useNavigate } from 'react-router-dom';
import { Button, Input, Layout, Menu, Table, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { probeApi } from './store';
import { mount } from './mount';

/** A bare list page: side menu, a search box, a table with a sorter, a filter, tags and a button. */
function List() {
  const { data, isLoading } = probeApi.useListQuery();
  const navigate = useNavigate();
  return (
    <Layout>
      <Layout.Sider>
        <Menu
          items={[
            {
              key: 'list',
              label: <FormattedMessage id="floor.appointments" defaultMessage="Appointments" />,
              onClick: () => navigate('/'),
            },
          ]}
        />
      </Layout.Sider>
      <Layout.Content>
        <Input.Search placeholder="Search patient" />
        <Table
          loading={isLoading}
          rowKey="id"
          dataSource={data}
          columns={[
            { title: 'Patient', dataIndex: 'name', sorter: true },
            {
              title: 'Status',
              dataIndex: 'status',
              filters: [{ text: 'Pending', value: 'pending' }],
              render: (status: string) => <Tag>{status}</Tag>,
            },
            { title: 'Action', render: () => <Button>Approve</Button> },
          ]}
        />
      </Layout.Content>
    </Layout>
  );
}

mount(List);
