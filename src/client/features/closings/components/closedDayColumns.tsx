import { Button, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { instantText } from '../../../components/instantText';
import LazyPopconfirm from '../../../components/LazyPopconfirm';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { todayAtClinic } from '../../../components/clinicDatePicker';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { ClosedClinicDay } from '../../../../shared/schemas/capacity';
import { useReopenClinicDayMutation } from '../closingsApi';

/** The columns' widths added up; narrower cards scroll the table sideways, Action fixed at the end. */
export const closedDaysTableWidth = (withDoctor: boolean) => (withDoctor ? 870 : 720);

/** Reopen one closed date (today or later), after a confirmation; visits it cancelled stay cancelled. */
function ReopenButton({ closing }: { closing: ClosedClinicDay }) {
  const message = useMessage();
  const [reopen, { isLoading }] = useReopenClinicDayMutation();
  const date = formatDisplayDate(closing.date);
  const onConfirm = async () => {
    try {
      const answer = await reopen({ doctorId: closing.doctorId, date, closingId: closing._id }).unwrap();
      void message.success(answer.message ?? 'Clinic day reopened');
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <LazyPopconfirm
      title="Reopen this clinic day?"
      description="Patients can book it again; visits it cancelled stay cancelled."
      okText="Reopen"
      cancelText="Keep closed"
      onConfirm={onConfirm}
    >
      <Button size="small" loading={isLoading} aria-label={`Reopen ${date} for Dr. ${closing.doctorName}`}>
        Reopen
      </Button>
    </LazyPopconfirm>
  );
}

const cut = (text: string) => (
  <Tooltip title={text} placement="topLeft">
    <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </span>
  </Tooltip>
);

/**
 * The closings table's columns: date, doctor (the clinic's view only), reason, who closed it and
 * when; Date and When sort on the server (their keys are its sort names).
 */
export function closedDayColumns(
  withDoctor: boolean,
  sortOrder: (key: string) => SortOrder,
): ColumnsType<ClosedClinicDay> {
  const today = todayAtClinic();
  const columns: ColumnsType<ClosedClinicDay> = [
    {
      title: 'Date',
      key: 'date',
      width: 110,
      sorter: true,
      sortOrder: sortOrder('date'),
      render: (_v, c) => formatDisplayDate(c.date),
    },
    { title: 'Reason', key: 'reason', width: 220, render: (_v, c) => cut(c.reason) },
    { title: 'Closed by', key: 'closedBy', width: 140, render: (_v, c) => cut(c.closedByName) },
    {
      title: 'When',
      key: 'createdAt',
      width: 150,
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (_v, c) => instantText(c.createdAt),
    },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      fixed: 'end',
      render: (_v, c) => (c.date >= today ? <ReopenButton closing={c} /> : null),
    },
  ];
  if (withDoctor) {
    columns.splice(1, 0, {
      title: 'Doctor',
      key: 'doctor',
      width: 150,
      render: (_v, c) => cut(`Dr. ${c.doctorName}`),
    });
  }
  return columns;
}
