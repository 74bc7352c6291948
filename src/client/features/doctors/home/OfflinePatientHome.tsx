import { lazy, Suspense } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useAppSelector } from '../../../lib/store/hooks';
import { lastKeptAt } from '../../../lib/store/storage';
import { keptTimeText } from '../../../lib/clinicTime/keptTimeText';
import { selectCurrentUser } from '../../auth';
import { KeptUpcomingVisits } from '../../appointments';

const QueuePlaceCards = lazy(() =>
  import(/* webpackChunkName: "queue-place" */ '../../today').then((m) => ({ default: m.QueuePlaceCards })),
);

const messages = defineMessages<{
  offlineSince: { time: string };
  offlineNothing: NoMessageValues;
  explain: NoMessageValues;
  book: NoMessageValues;
  youAreOffline: NoMessageValues;
}>({
  offlineSince: { id: 'doctors.offlineHome.since', defaultMessage: 'Offline — last updated {time}' },
  offlineNothing: {
    id: 'doctors.offlineHome.nothing',
    defaultMessage: 'Offline — nothing kept on this device yet',
  },
  explain: {
    id: 'doctors.offlineHome.explain',
    defaultMessage:
      'You are seeing what this device last heard from the clinic. Nothing can be booked or changed until you are back online.',
  },
  book: { id: 'doctors.offlineHome.book', defaultMessage: 'Book an appointment' },
  youAreOffline: { id: 'doctors.offlineHome.youAreOffline', defaultMessage: 'You are offline' },
});

/**
 * The patient's home without a connection: the places in line and the upcoming visits the device
 * kept when it was last online, marked with when that was (the clinic's clock), and booking shown
 * but disabled, saying why. Back online, the usual home returns and reads everything again.
 */
export default function OfflinePatientHome() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const keptAt = user ? lastKeptAt(user._id) : null;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
      <Alert
        type="warning"
        showIcon
        role="status"
        data-offline-mark
        title={
          keptAt === null
            ? intl.formatMessage(messages.offlineNothing)
            : intl.formatMessage(messages.offlineSince, { time: keptTimeText(intl, keptAt) })
        }
        description={intl.formatMessage(messages.explain)}
      />
      <Suspense fallback={null}>
        <QueuePlaceCards />
      </Suspense>
      <KeptUpcomingVisits />
      <Flex>
        <Tooltip title={intl.formatMessage(messages.youAreOffline)}>
          <Button type="primary" disabled>
            {intl.formatMessage(messages.book)}
          </Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
