import { Alert, Progress } from 'antd';
import { useIntl } from 'react-intl';
import { errorEnvelope, errorMessage } from '../../../lib/api/api';

/** How far the background count is, when a call answered that the figures are being prepared. */
export function preparingFraction(error: unknown): number | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  const preparing = (errorEnvelope(error) as { preparing?: { done?: unknown } } | undefined)?.preparing;
  if (status !== 503 || typeof preparing?.done !== 'number') return null;
  return preparing.done;
}

/**
 * Shown instead of the figures while the server counts them again (after an upgrade over existing
 * history, or a new clinic time zone): the server's words and how far the count has come.
 */
export default function InsightsPreparing({ error, done }: { error: unknown; done: number }) {
  const intl = useIntl();
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={intl.formatMessage({
        id: 'insights.preparing.title',
        defaultMessage: 'Insights are being prepared',
      })}
      description={
        <>
          <p>{errorMessage(error)}</p>
          <Progress
            percent={Math.floor(done * 100)}
            aria-label={intl.formatMessage({
              id: 'insights.preparing.progress',
              defaultMessage: 'Insights counted so far',
            })}
          />
        </>
      }
    />
  );
}
