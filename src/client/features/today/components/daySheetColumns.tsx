import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DayRow } from '../todayTypes';
import DayRowActions from './DayRowActions';
import VisitStateTag from './VisitStateTag';
import WaitedTime from './WaitedTime';
import { doctorTitle } from './placeText';
import type { VisitActions } from './useVisitActions';

const NONE = '—';

/** The day sheet's columns; widths fit 1366 px with the sidebar open, narrower screens scroll. */
export function daySheetColumns(actions: VisitActions, now: number, alertAfter: number): ColumnsType<DayRow> {
  return [
    {
      key: 'queue',
      title: 'Queue No.',
      width: 90,
      render: (_v, r) => (
        <Space size={2} orientation="vertical">
          {r.queueNumber ?? NONE}
          {r.priority && r.visitState === 'arrived' && <Tag color="red">Priority</Tag>}
        </Space>
      ),
    },
    { key: 'time', title: 'Time', width: 70, dataIndex: 'time' },
    { key: 'patient', title: 'Patient', width: 180, ellipsis: true, dataIndex: 'patientName' },
    { key: 'phone', title: 'Phone', width: 130, render: (_v, r) => r.patientPhone ?? NONE },
    {
      key: 'doctor',
      title: 'Doctor',
      width: 150,
      ellipsis: true,
      render: (_v, r) => doctorTitle(r.doctorName),
    },
    { key: 'state', title: 'State', width: 130, render: (_v, r) => <VisitStateTag state={r.visitState} /> },
    {
      key: 'waited',
      title: 'Waited',
      width: 90,
      render: (_v, r) =>
        r.visitState === 'arrived' && r.arrivedAt ? (
          <WaitedTime arrivedAt={r.arrivedAt} now={now} alertAfter={alertAfter} />
        ) : (
          NONE
        ),
    },
    {
      key: 'action',
      title: 'Action',
      width: 200,
      fixed: 'end',
      render: (_v, r) => <DayRowActions row={r} actions={actions} />,
    },
  ];
}

export const DAY_SHEET_WIDTH = 1040;
