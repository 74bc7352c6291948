import { useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { MSG_TEXT } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useMessage } from '../../../lib/toasts/messages';
import type { ListArgs } from '../../../lib/api/pagedList';
import { sessionEnded } from '../../../lib/store/sessionActions';
import type { ExportLayoutName } from './appointmentExportRows';
import type { ExportFormat } from './exportAppointments';
import type { ExportReadProgress } from './fetchExportRows';

// reading, laying out and writing the rows: only an export needs it
const loadExporter = () => import(/* webpackChunkName: "export-rows" */ './exportAppointments');

/** What a desk exports: which list, in which layout and under which PDF heading. */
export interface ExportSpec {
  /** The list's GET path under /api. */
  path: string;
  layout: ExportLayoutName;
  title: string;
}

/** An export under way: its format and what the button says of it. */
interface ExportProgress {
  format: ExportFormat;
  /** 'Exporting… 40%', or the rows read while the list's length is not yet known. */
  text: string;
}

const messages = defineMessages<{ rows: { read: number }; percent: { percent: number } }>({
  rows: {
    id: 'appointments.export.progressRows',
    defaultMessage: 'Exporting… {read, plural, one {# row} other {# rows}}',
  },
  percent: { id: 'appointments.export.progressPercent', defaultMessage: 'Exporting… {percent}%' },
});

const progressText = (intl: IntlShape, { read, total }: ExportReadProgress) =>
  total === null
    ? intl.formatMessage(messages.rows, { read })
    : intl.formatMessage(messages.percent, { percent: total ? Math.floor((read / total) * 100) : 100 });

/**
 * Starts an export of every row matching `query` and tracks its progress; a failure says
 * 'Something went wrong' (a refused session ends it, as any signed-in call's 401 does).
 */
export function useAppointmentExport(spec: ExportSpec, query: ListArgs) {
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const message = useMessage();
  const intl = useIntl();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const start = async (format: ExportFormat) => {
    setProgress({ format, text: progressText(intl, { read: 0, total: 1 }) });
    const onRead = (read: ExportReadProgress) => setProgress({ format, text: progressText(intl, read) });
    let exporter: Awaited<ReturnType<typeof loadExporter>> | undefined;
    try {
      exporter = await loadExporter();
      const source = { path: spec.path, query, token };
      await exporter.exportAppointments({
        format,
        layout: spec.layout,
        source,
        title: spec.title,
        onProgress: onRead,
        intl,
      });
    } catch (error) {
      if (exporter && error instanceof exporter.ExportReadFailed && error.status === 401) {
        dispatch(sessionEnded());
      }
      void message.error(intl.formatMessage(MSG_TEXT.somethingWrong));
    } finally {
      setProgress(null);
    }
  };

  return { progress, start };
}
