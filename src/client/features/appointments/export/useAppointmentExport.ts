import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMessage } from '../../../app/messages';
import type { ListArgs } from '../../../app/pagedList';
import { sessionEnded } from '../../../app/sessionActions';
import type { ExportLayout } from './appointmentExportRows';
import { exportAppointments, type ExportFormat } from './exportAppointments';
import { ExportReadFailed } from './fetchExportRows';

/** What a desk exports: which list, in which layout and under which PDF heading (spec 7). */
export interface ExportSpec {
  /** The list's GET path under /api. */
  path: string;
  layout: ExportLayout;
  title: string;
}

/** An export under way: its format and how much of the list has been read (0 to 100). */
export interface ExportProgress {
  format: ExportFormat;
  percent: number;
}

/**
 * Starts an export of every row matching `query` and tracks its progress; a failure says
 * 'Something went wrong' (a refused session ends it, as any signed-in call's 401 does).
 */
export function useAppointmentExport(spec: ExportSpec, query: ListArgs) {
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const message = useMessage();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const start = async (format: ExportFormat) => {
    setProgress({ format, percent: 0 });
    const onRead = (read: number, total: number) =>
      setProgress({ format, percent: total ? Math.floor((read / total) * 100) : 100 });
    try {
      await exportAppointments(format, spec.layout, { path: spec.path, query, token }, spec.title, onRead);
    } catch (error) {
      if (error instanceof ExportReadFailed && error.status === 401) dispatch(sessionEnded());
      void message.error(MSG.somethingWrong);
    } finally {
      setProgress(null);
    }
  };

  return { progress, start };
}
