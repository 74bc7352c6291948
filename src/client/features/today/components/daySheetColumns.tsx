import { Space, Tag } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { defineMessages, type IntlShape } from 'react-intl';
import type { DayRow } from '../todayTypes';
import DayRowActions from './DayRowActions';
import VisitStateTag from './VisitStateTag';
import WaitedTime from './WaitedTime';
import { doctorTitleAround } from './placeText';
import type { VisitActions } from './useVisitActions';
import PhoneNumber from '../../../components/PhoneNumber';
import CutText from '../../../components/CutText';
import ConfirmedByTextTag from '../../../components/ConfirmedByTextTag';
import ArrivalWindowText from '../../../components/ArrivalWindowText';

const NONE = '—';

const messages = defineMessages({
  queue: { id: 'today.columns.queue', defaultMessage: 'Queue No.' },
  priority: { id: 'today.columns.priority', defaultMessage: 'Priority' },
  time: { id: 'today.columns.time', defaultMessage: 'Time' },
  patient: { id: 'today.columns.patient', defaultMessage: 'Patient' },
  phone: { id: 'today.columns.phone', defaultMessage: 'Phone' },
  doctor: { id: 'today.columns.doctor', defaultMessage: 'Doctor' },
  state: { id: 'today.columns.state', defaultMessage: 'State' },
  waited: { id: 'today.columns.waited', defaultMessage: 'Waited' },
  action: { id: 'today.columns.action', defaultMessage: 'Action' },
  byPhone: { id: 'today.columns.byPhone', defaultMessage: 'Checked in by phone' },
});

/** The day sheet's columns; widths fit 1366 px with the sidebar open, narrower screens scroll. */
export function daySheetColumns(
  intl: IntlShape,
  actions: VisitActions,
  now: number,
  alertAfter: number,
): ColumnsType<DayRow> {
  return [
    {
      key: 'queue',
      title: intl.formatMessage(messages.queue),
      width: 90,
      render: (_v, r) => (
        <Space size={2} orientation="vertical">
          {r.queueNumber ?? NONE}
          {r.priority && r.visitState === 'arrived' && (
            <Tag color="red">{intl.formatMessage(messages.priority)}</Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'time',
      title: intl.formatMessage(messages.time),
      width: 96,
      render: (_v, r) => (
        <>
          {r.time}
          <ArrivalWindowText arriveFrom={r.arriveFrom} arriveBy={r.arriveBy} />
        </>
      ),
    },
    {
      key: 'patient',
      title: intl.formatMessage(messages.patient),
      width: 180,
      render: (_v, r) => <CutText text={r.patientName} />,
    },
    {
      key: 'phone',
      title: intl.formatMessage(messages.phone),
      width: 130,
      render: (_v, r) => (r.patientPhone ? <PhoneNumber phone={r.patientPhone} /> : NONE),
    },
    {
      key: 'doctor',
      title: intl.formatMessage(messages.doctor),
      width: 150,
      render: (_v, r) => (
        <CutText text={r.doctorName.trim()} around={(name) => doctorTitleAround(r.doctorName, name, intl)} />
      ),
    },
    {
      key: 'state',
      title: intl.formatMessage(messages.state),
      width: 130,
      render: (_v, r) => (
        <>
          <VisitStateTag state={r.visitState} />
          <ConfirmedByTextTag confirmedAt={r.confirmedAt} />
          {r.checkedInBy === 'phone' && (
            <Tag
              color="blue"
              icon={<MobileOutlined aria-hidden />}
              data-checked-in-by="phone"
              style={{ display: 'table', marginTop: 4, marginInlineEnd: 0, whiteSpace: 'normal' }}
            >
              {intl.formatMessage(messages.byPhone)}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'waited',
      title: intl.formatMessage(messages.waited),
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
      title: intl.formatMessage(messages.action),
      width: 200,
      fixed: 'end',
      render: (_v, r) => <DayRowActions row={r} actions={actions} />,
    },
  ];
}

export const DAY_SHEET_WIDTH = 1040;
