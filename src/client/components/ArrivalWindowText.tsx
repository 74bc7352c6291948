import { defineMessage, useIntl } from 'react-intl';
import Typography from './Typography';

const BETWEEN = defineMessage<{ from: string; by: string }>({
  id: 'common.arrivalWindow.between',
  defaultMessage: 'Come between {from} and {by}',
});

/** "Come between 10:20 and 10:40" in the language on screen. */
function useArrivalWindowWords() {
  const intl = useIntl();
  return (window: { arriveFrom?: string | null; arriveBy?: string | null }): string | null =>
    window.arriveFrom && window.arriveBy
      ? intl.formatMessage(BETWEEN, { from: window.arriveFrom, by: window.arriveBy })
      : null;
}

/**
 * The arrival window a visit was told, on a line of its own under its date or time ("Come between
 * 10:20 and 10:40"), whole (it wraps rather than cuts); nothing for a visit without one.
 */
export default function ArrivalWindowText(props: { arriveFrom?: string | null; arriveBy?: string | null }) {
  const words = useArrivalWindowWords()(props);
  if (!words) return null;
  return (
    <Typography.Text type="secondary" data-arrival-window style={{ display: 'block', whiteSpace: 'normal' }}>
      {words}
    </Typography.Text>
  );
}
