import { lazy, Suspense, useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { DayRow } from '../todayTypes';
import type { VisitActions } from './useVisitActions';

const PriorityDialog = lazy(() => import('./PriorityDialog'));

const messages = defineMessages({
  moveToFront: { id: 'today.rowActions.moveToFront', defaultMessage: 'Move to front' },
  undo: { id: 'today.rowActions.undo', defaultMessage: 'Undo' },
  checkIn: { id: 'today.rowActions.checkIn', defaultMessage: 'Check in' },
  noShowTitle: { id: 'today.rowActions.noShowTitle', defaultMessage: 'Mark as no-show?' },
  noShowConfirm: { id: 'today.rowActions.noShowConfirm', defaultMessage: 'Mark no-show' },
  cancel: { id: 'today.rowActions.cancel', defaultMessage: 'Cancel' },
  noShow: { id: 'today.rowActions.noShow', defaultMessage: 'No-show' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  noShowDescription: defineMessage<{ name: string; time: string }>({
    id: 'today.rowActions.noShowDescription',
    defaultMessage: '{name} did not come for the {time} visit.',
  }),
};

/**
 * Check in and No-show for an expected visit; Move to front and Undo for an arrival (a patient
 * already moved keeps only Undo); nothing once called or done.
 */
export default function DayRowActions({ row, actions }: { row: DayRow; actions: VisitActions }) {
  const intl = useIntl();
  const busy = actions.busyId === row._id;
  const [askingReason, setAskingReason] = useState(false);
  if (row.visitState === 'arrived') {
    return (
      <Space size={4}>
        {!row.priority && (
          <Button size="small" disabled={busy} onClick={() => setAskingReason(true)}>
            {intl.formatMessage(messages.moveToFront)}
          </Button>
        )}
        <Button size="small" loading={busy} onClick={() => void actions.undo(row)}>
          {intl.formatMessage(messages.undo)}
        </Button>
        {askingReason && (
          <Suspense fallback={null}>
            <PriorityDialog
              row={row}
              saving={busy}
              onClose={() => setAskingReason(false)}
              onMove={(reason) =>
                void actions.moveToFront(row, reason).then((moved) => moved && setAskingReason(false))
              }
            />
          </Suspense>
        )}
      </Space>
    );
  }
  if (row.visitState !== 'expected') return null;
  return (
    <Space size={4}>
      <Button type="primary" size="small" loading={busy} onClick={() => void actions.checkIn(row)}>
        {intl.formatMessage(messages.checkIn)}
      </Button>
      <Popconfirm
        title={intl.formatMessage(messages.noShowTitle)}
        description={intl.formatMessage(named.noShowDescription, {
          name: row.patientName,
          time: row.time,
        })}
        okText={intl.formatMessage(messages.noShowConfirm)}
        cancelText={intl.formatMessage(messages.cancel)}
        onConfirm={() => actions.noShow(row)}
      >
        <Button size="small" danger disabled={busy}>
          {intl.formatMessage(messages.noShow)}
        </Button>
      </Popconfirm>
    </Space>
  );
}
