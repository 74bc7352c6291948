import { useMemo } from 'react';
import { Table } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import type { AuditEntry } from '../../../../shared/answers/audit';
import { useGetAuditLogQuery } from '../auditApi';
import { auditColumns } from '../components/auditColumns';
import AuditFilterBar from '../components/AuditFilterBar';
import { AUDIT_PAGE_SIZES, useAuditParams } from '../useAuditParams';

/**
 * Audit Log, at /admin/audit-log: every sign-in, failed sign-in and state-changing call,
 * newest first, filtered and paginated by the server; filters and page live in the URL.
 */
export default function AuditLogPage() {
  const { filters, paging, setFilters, setPaging } = useAuditParams();
  const { data, isFetching } = useGetAuditLogQuery({ ...filters, ...paging });
  const intl = useIntl();
  const columns = useMemo(() => auditColumns(intl), [intl]);

  return (
    <>
      <Typography.Title level={2}>
        <FormattedMessage id="audit.page.title" defaultMessage="Audit Log" />
      </Typography.Title>
      <AuditFilterBar values={filters} onChange={setFilters} />
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: AUDIT_PAGE_SIZES,
          showTotal: (total) =>
            intl.formatMessage(
              { id: 'audit.page.total', defaultMessage: '{total, plural, one {# entry} other {# entries}}' },
              { total },
            ),
          onChange: setPaging,
        }}
        // wide enough to keep a line per cell on a laptop; narrower screens scroll sideways
        scroll={{ x: 900 }}
        locale={{
          emptyText: intl.formatMessage({
            id: 'audit.page.empty',
            defaultMessage: 'No audit entries match these filters',
          }),
        }}
      />
    </>
  );
}
