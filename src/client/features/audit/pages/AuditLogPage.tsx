import { Table } from 'antd';
import Typography from '../../../components/Typography';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { useGetAuditLogQuery } from '../auditApi';
import { auditColumns } from '../components/auditColumns';
import AuditFilterBar from '../components/AuditFilterBar';
import { AUDIT_PAGE_SIZES, useAuditParams } from '../useAuditParams';

/**
 * Audit Log (issue 6), at /admin/audit-log: every sign-in, failed sign-in and state-changing call,
 * newest first, filtered and paginated by the server; filters and page live in the URL.
 */
export default function AuditLogPage() {
  const { filters, paging, setFilters, setPaging } = useAuditParams();
  const { data, isFetching } = useGetAuditLogQuery({ ...filters, ...paging });

  return (
    <>
      <Typography.Title level={2}>Audit Log</Typography.Title>
      <AuditFilterBar values={filters} onChange={setFilters} />
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
          pageSizeOptions: AUDIT_PAGE_SIZES,
          showTotal: (total) => `${total} entries`,
          onChange: setPaging,
        }}
        // wide enough to keep a line per cell on a laptop; narrower screens scroll sideways
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No audit entries match these filters' }}
      />
    </>
  );
}
