import { useState } from 'react';
import { Table } from 'antd';
import Typography from '../../../components/Typography';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { useGetAuditLogQuery } from '../auditApi';
import { auditColumns } from '../components/auditColumns';
import AuditFilterBar, { type AuditFilterValues } from '../components/AuditFilterBar';

const FIRST_PAGE = { page: 1, pageSize: 20 };

/**
 * Audit Log (issue 6), at /admin/audit-log: every sign-in, failed sign-in and state-changing call,
 * newest first, filtered and paginated by the server.
 */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [paging, setPaging] = useState(FIRST_PAGE);
  const { data, isFetching } = useGetAuditLogQuery({ ...filters, ...paging });

  const applyFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  return (
    <>
      <Typography.Title level={2}>Audit Log</Typography.Title>
      <AuditFilterBar values={filters} onChange={applyFilters} />
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={auditColumns}
        dataSource={data?.rows ?? []}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `${total} entries`,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        // wide enough to keep a line per cell on a laptop; narrower screens scroll sideways
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No audit entries match these filters' }}
      />
    </>
  );
}
