import { useId, useState } from 'react';
import { Table, type TableProps } from 'antd';
import { useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import type { SorterResult } from 'antd/es/table/interface';
import { pageRows } from '../../../lib/api/pagedList';
import TableEmpty from '../../../components/TableEmpty';
import type { ClosedClinicDay } from '../../../../shared/schemas/capacity';
import { useGetClosedClinicDaysQuery } from '../closingsApi';
import { closedDayColumns, closedDaysTableWidth } from './closedDayColumns';

const PAGE_SIZE = 10;

interface Sort {
  sort?: string;
  order?: 'asc' | 'desc';
}

/**
 * 'Closed clinic days': every closing with who, when and why, a page at a time from the
 * server, newest closing first; dates still to come can be reopened. It shares its page with another
 * list whose state is in the URL, so its own page and sort live here.
 */
export default function ClosedClinicDaysTable({ withDoctor }: { withDoctor: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({});
  const { data, isFetching } = useGetClosedClinicDaysQuery({ page, pageSize: PAGE_SIZE, ...sort });
  const total = data?.total;
  // the last rows of the last page reopened: show the page before, as the other lists do
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  if (total !== undefined && !isFetching && page > lastPage) setPage(lastPage);

  const sortOrder = (key: string) =>
    sort.sort === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const onChange: TableProps<ClosedClinicDay>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return setPage(pagination.current ?? 1);
    const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ClosedClinicDay> | undefined;
    setPage(1);
    setSort(
      chosen?.order
        ? { sort: String(chosen.columnKey), order: chosen.order === 'ascend' ? 'asc' : 'desc' }
        : {},
    );
  };

  return (
    // a heading over the table, as the lists above it have: a card around it weighed 1.6 KB gzip
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {intl.formatMessage({ id: 'closings.table.title', defaultMessage: 'Closed clinic days' })}
      </Typography.Title>
      <Table<ClosedClinicDay>
        rowKey="_id"
        size="middle"
        loading={isFetching}
        columns={closedDayColumns(intl, withDoctor, sortOrder)}
        dataSource={pageRows(data)}
        onChange={onChange}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        tableLayout="fixed"
        scroll={{ x: closedDaysTableWidth(withDoctor) }}
        locale={{
          emptyText: (
            <TableEmpty
              text={intl.formatMessage({
                id: 'closings.table.empty',
                defaultMessage: 'No closed clinic days',
              })}
              pending={isFetching}
            />
          ),
        }}
      />
    </section>
  );
}
