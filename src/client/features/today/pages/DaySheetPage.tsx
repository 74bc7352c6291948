import type { KeyboardEvent } from 'react';
import { Table } from 'antd';
import { useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { pageRows } from '../../../lib/api/pagedList';
import { WAIT_ALERT_MINUTES } from '../../../../shared/vocabulary';
import { useGetDaySheetQuery } from '../todayApi';
import type { DayRow } from '../todayTypes';
import { DAY_SHEET_WIDTH, daySheetColumns } from '../components/daySheetColumns';
import DaySheetToolbar from '../components/DaySheetToolbar';
import { useDaySheetParams } from '../components/useDaySheetParams';
import { useNow } from '../components/useNow';
import { useVisitActions } from '../components/useVisitActions';

/**
 * "Today" for the front desk and admins (/staff/today, /admin/today): the day's due visits
 * for one doctor or all, checked in, undone or marked no-show. It works by keyboard alone: each row
 * takes focus, and Enter on an expected row checks the patient in. Queue events refetch it.
 */
export default function DaySheetPage() {
  const intl = useIntl();
  const params = useDaySheetParams();
  const { query, update } = params;
  const { data, isFetching } = useGetDaySheetQuery(query);
  const actions = useVisitActions();
  const now = useNow();

  const onRowKey = (row: DayRow) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    if (row.visitState === 'expected' && actions.busyId !== row._id) void actions.checkIn(row);
  };

  return (
    <>
      <Typography.Title level={2}>
        {intl.formatMessage({ id: 'today.daySheet.title', defaultMessage: 'Today' })}
      </Typography.Title>
      <DaySheetToolbar params={params} />
      <Table<DayRow>
        rowKey="_id"
        size="middle"
        tableLayout="fixed"
        loading={isFetching}
        columns={daySheetColumns(intl, actions, now, data?.waitAlertMinutes ?? WAIT_ALERT_MINUTES)}
        dataSource={pageRows(data)}
        onRow={(row) => ({
          tabIndex: 0,
          'aria-label': intl.formatMessage(
            { id: 'today.daySheet.rowLabel', defaultMessage: '{number} {name}' },
            { number: row.queueNumber ?? row.time, name: row.patientName },
          ),
          onKeyDown: onRowKey(row),
        })}
        onChange={(pagination) =>
          update({ page: pagination.current ?? 1, pageSize: pagination.pageSize }, true)
        }
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: true,
        }}
        scroll={{ x: DAY_SHEET_WIDTH }}
        locale={{
          emptyText: (
            <TableEmpty
              text={intl.formatMessage({
                id: 'today.daySheet.empty',
                defaultMessage: 'No visits on this day',
              })}
              pending={isFetching}
            />
          ),
        }}
      />
    </>
  );
}
