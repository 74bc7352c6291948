import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { SortOrder } from 'antd/es/table/interface';
import { instantText } from '../../../lib/clinicTime/instantText';
import LazyPopconfirm from '../../../components/LazyPopconfirm';
import CutText from '../../../components/CutText';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { ClosedClinicDay } from '../../../../shared/schemas/capacity';
import { useReopenClinicDayMutation } from '../closingsApi';

const messages = defineMessages({
  reopened: { id: 'closings.reopen.reopened', defaultMessage: 'Clinic day reopened' },
  title: { id: 'closings.reopen.title', defaultMessage: 'Reopen this clinic day?' },
  description: {
    id: 'closings.reopen.description',
    defaultMessage: 'Patients can book it again; visits it cancelled stay cancelled.',
  },
  reopen: { id: 'closings.reopen.reopen', defaultMessage: 'Reopen' },
  keepClosed: { id: 'closings.reopen.keepClosed', defaultMessage: 'Keep closed' },
  date: { id: 'closings.columns.date', defaultMessage: 'Date' },
  reason: { id: 'closings.columns.reason', defaultMessage: 'Reason' },
  closedBy: { id: 'closings.columns.closedBy', defaultMessage: 'Closed by' },
  when: { id: 'closings.columns.when', defaultMessage: 'When' },
  action: { id: 'closings.columns.action', defaultMessage: 'Action' },
  doctor: { id: 'closings.columns.doctor', defaultMessage: 'Doctor' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  label: defineMessage<{ date: string; doctor: string }>({
    id: 'closings.reopen.label',
    defaultMessage: 'Reopen {date} for Dr. {doctor}',
  }),
  leaveReason: defineMessage<{ reason: string }>({
    id: 'closings.columns.leaveReason',
    defaultMessage: 'Leave: {reason}',
  }),
  leaveWithSubstitute: defineMessage<{ reason: string; substitute: string; moved: number }>({
    id: 'closings.columns.leaveWithSubstitute',
    defaultMessage:
      'Leave: {reason} (substitute Dr. {substitute}, {moved, plural, one {# visit moved} other {# visits moved}})',
  }),
  doctorName: defineMessage<{ name: string }>({
    id: 'closings.columns.doctorName',
    defaultMessage: 'Dr. {name}',
  }),
};

/** The columns' widths added up; narrower cards scroll the table sideways, Action fixed at the end. */
export const closedDaysTableWidth = (withDoctor: boolean) => (withDoctor ? 870 : 720);

/** Reopen one closed date (today or later), after a confirmation; visits it cancelled stay cancelled. */
function ReopenButton({ closing }: { closing: ClosedClinicDay }) {
  const message = useMessage();
  const intl = useIntl();
  const [reopen, { isLoading }] = useReopenClinicDayMutation();
  const date = formatDisplayDate(closing.date);
  const onConfirm = async () => {
    try {
      const answer = await reopen({ doctorId: closing.doctorId, date, closingId: closing._id }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.reopened));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <LazyPopconfirm
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      okText={intl.formatMessage(messages.reopen)}
      cancelText={intl.formatMessage(messages.keepClosed)}
      onConfirm={onConfirm}
    >
      <Button
        size="small"
        loading={isLoading}
        aria-label={intl.formatMessage(named.label, { date, doctor: closing.doctorName })}
      >
        {intl.formatMessage(messages.reopen)}
      </Button>
    </LazyPopconfirm>
  );
}

const cut = (text: string) => <CutText text={text} />;

/** The reason as closed, or a leave's reason with its substitute and the visits moved to them. */
function reasonText(intl: IntlShape, c: ClosedClinicDay): string {
  if (!c.leave) return c.reason;
  const { substituteName, moved } = c.leave;
  return substituteName
    ? intl.formatMessage(named.leaveWithSubstitute, { reason: c.reason, substitute: substituteName, moved })
    : intl.formatMessage(named.leaveReason, { reason: c.reason });
}

/**
 * The closings table's columns: date, doctor (the clinic's view only), reason, who closed it and
 * when; Date and When sort on the server (their keys are its sort names).
 */
export function closedDayColumns(
  intl: IntlShape,
  withDoctor: boolean,
  sortOrder: (key: string) => SortOrder,
): ColumnsType<ClosedClinicDay> {
  const today = todayAtClinic();
  const columns: ColumnsType<ClosedClinicDay> = [
    {
      title: intl.formatMessage(messages.date),
      key: 'date',
      width: 110,
      sorter: true,
      sortOrder: sortOrder('date'),
      render: (_v, c) => formatDisplayDate(c.date),
    },
    {
      title: intl.formatMessage(messages.reason),
      key: 'reason',
      width: 220,
      render: (_v, c) => cut(reasonText(intl, c)),
    },
    {
      title: intl.formatMessage(messages.closedBy),
      key: 'closedBy',
      width: 140,
      render: (_v, c) => cut(c.closedByName),
    },
    {
      title: intl.formatMessage(messages.when),
      key: 'createdAt',
      width: 150,
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (_v, c) => instantText(c.createdAt),
    },
    {
      title: intl.formatMessage(messages.action),
      key: 'action',
      width: 100,
      fixed: 'end',
      render: (_v, c) => (c.date >= today ? <ReopenButton closing={c} /> : null),
    },
  ];
  if (withDoctor) {
    columns.splice(1, 0, {
      title: intl.formatMessage(messages.doctor),
      key: 'doctor',
      width: 150,
      render: (_v, c) => cut(intl.formatMessage(named.doctorName, { name: c.doctorName })),
    });
  }
  return columns;
}
