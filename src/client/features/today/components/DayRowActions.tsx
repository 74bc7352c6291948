import { lazy, Suspense, useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { DayRow } from '../todayTypes';
import type { VisitActions } from './useVisitActions';

const PriorityDialog = lazy(() => import('./PriorityDialog'));

/**
 * Check in and No-show for an expected visit; Move to front and Undo for an arrival (a patient
 * already moved keeps only Undo); nothing once called or done.
 */
export default function DayRowActions({ row, actions }: { row: DayRow; actions: VisitActions }) {
  const busy = actions.busyId === row._id;
  const [askingReason, setAskingReason] = useState(false);
  if (row.visitState === 'arrived') {
    return (
      <Space size={4}>
        {!row.priority && (
          <Button size="small" disabled={busy} onClick={() => setAskingReason(true)}>
            Move to front
          </Button>
        )}
        <Button size="small" loading={busy} onClick={() => void actions.undo(row)}>
          Undo
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
        Check in
      </Button>
      <Popconfirm
        title="Mark as no-show?"
        description={`${row.patientName} did not come for the ${row.time} visit.`}
        okText="Mark no-show"
        cancelText="Cancel"
        onConfirm={() => actions.noShow(row)}
      >
        <Button size="small" danger disabled={busy}>
          No-show
        </Button>
      </Popconfirm>
    </Space>
  );
}
