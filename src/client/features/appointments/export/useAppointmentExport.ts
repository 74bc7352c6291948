import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMessage } from '../../../app/messages';
import type { ListArgs } from '../../../app/pagedList';
import { sessionEnded } from '../../../app/sessionActions';
import type { ExportLayout } from './appointmentExportRows';
import { exportAppointments, type ExportFormat } from './exportAppointments';
import { ExportReadFailed, type ExportReadProgress } from './fetchExportRows';

/** What a desk exports: which list, in which layout and under which PDF heading (spec 7). */
export interface ExportSpec {
  /** The list's GET path under /api. */
  path: string;
  layout: ExportLayout;
  title: string;
}

/** An export under way: its format and what the button says of it. */
export interface ExportProgress {
  format: ExportFormat;
  /** 'Exporting… 40%', or the rows read while the list's length is not yet known. */
  text: string;
}

const progressText = ({ read, total }: ExportReadProgress) =>
  total === null
    ? `Exporting… ${read.toLocaleString('en-US')} rows`
    : `Exporting… ${total ? Math.floor((read / total) * 100) : 100}%`;

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
    setProgress({ format, text: progressText({ read: 0, total: 1 }) });
    const onRead = (read: ExportReadProgress) => setProgress({ format, text: progressText(read) });
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
