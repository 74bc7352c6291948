import { defineMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import {
  useCheckInMutation,
  useMarkNoShowMutation,
  useSetPriorityMutation,
  useUndoCheckInMutation,
} from '../todayApi';
import type { DayRow } from '../todayTypes';

/** Texts that take values (their types checked where formatted). */
const named = {
  checkedIn: defineMessage<{ name: string; number: string }>({
    id: 'today.visitActions.checkedIn',
    defaultMessage: '{name} checked in: {number}',
  }),
  undone: defineMessage<{ name: string }>({
    id: 'today.visitActions.undone',
    defaultMessage: 'Check-in undone for {name}',
  }),
  movedToFront: defineMessage<{ name: string }>({
    id: 'today.visitActions.movedToFront',
    defaultMessage: '{name} moved to the front of the queue',
  }),
  noShow: defineMessage<{ name: string }>({
    id: 'today.visitActions.noShow',
    defaultMessage: '{name} marked as no-show',
  }),
};

/**
 * Check in, undo, move to front and no-show for the day sheet's rows: each says what happened, or
 * the server's message when it refused (another day, already checked in, the visit's time not yet
 * passed). Each resolves true when the server did it.
 */
export function useVisitActions() {
  const message = useMessage();
  const intl = useIntl();
  const [checkIn, checking] = useCheckInMutation();
  const [undo, undoing] = useUndoCheckInMutation();
  const [noShow, marking] = useMarkNoShowMutation();
  const [prioritise, prioritising] = useSetPriorityMutation();
  const busyId =
    [checking, undoing, marking].find((m) => m.isLoading)?.originalArgs ??
    (prioritising.isLoading ? prioritising.originalArgs?.appointmentId : undefined);

  const run = async (call: () => Promise<string>): Promise<boolean> => {
    try {
      void message.success(await call());
      return true;
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    }
  };

  return {
    busyId,
    checkIn: (row: DayRow) =>
      run(async () => {
        const answer = await checkIn(row._id).unwrap();
        return intl
          .formatMessage(named.checkedIn, {
            name: row.patientName,
            number: answer.data?.queueNumber ?? '',
          })
          .trim();
      }),
    undo: (row: DayRow) =>
      run(async () => {
        await undo(row._id).unwrap();
        return intl.formatMessage(named.undone, { name: row.patientName });
      }),
    moveToFront: (row: DayRow, reason: string) =>
      run(async () => {
        await prioritise({ appointmentId: row._id, reason }).unwrap();
        return intl.formatMessage(named.movedToFront, { name: row.patientName });
      }),
    noShow: (row: DayRow) =>
      run(async () => {
        await noShow(row._id).unwrap();
        return intl.formatMessage(named.noShow, { name: row.patientName });
      }),
  };
}

export type VisitActions = ReturnType<typeof useVisitActions>;
