import { useEffect, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store/hooks';
import { KEPT_READS, keepAnswer, keptAnswer } from '../../../lib/store/storage';
import { useOnline } from '../../../lib/connection';
import { keptTimeText } from '../../../lib/clinicTime/keptTimeText';
import { clinicTimezone } from '../../../lib/clinicTime/clinicTimezone';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { clinicToday } from '../../../../shared/clinicTime';
import { selectCurrentUser } from '../../auth';
import { useGetMyQueueQuery } from '../todayApi';
import type { QueuePlace } from '../todayTypes';
import { placeText } from './placeText';

const CARD: CSSProperties = {
  border: '1px solid #91caff',
  background: '#e6f4ff',
  borderRadius: 8,
  padding: '12px 16px',
  fontSize: 18,
  fontWeight: 600,
  color: '#002c8c',
};
const FOR: CSSProperties = { display: 'block', fontSize: 14, fontWeight: 400, color: '#1f1f1f' };

/**
 * The places in line last heard from the server, kept on the device for when it is offline: only
 * today's (at the clinic), as yesterday's place says nothing about today.
 */
function useKeptPlaces(userId: string | undefined, online: boolean) {
  const { data: live, fulfilledTimeStamp } = useGetMyQueueQuery(undefined, { skip: !online });
  useEffect(() => {
    if (userId && live && fulfilledTimeStamp) {
      keepAnswer(userId, KEPT_READS.queuePlaces, { savedAt: fulfilledTimeStamp, data: live });
    }
  }, [userId, live, fulfilledTimeStamp]);
  if (online) return { places: live ?? [], keptAt: null };
  const kept = userId ? keptAnswer<QueuePlace[]>(userId, KEPT_READS.queuePlaces) : null;
  const today = kept && clinicToday(clinicTimezone(), new Date(kept.savedAt)) === todayAtClinic();
  return today ? { places: kept.data, keptAt: kept.savedAt } : { places: [], keptAt: null };
}

/**
 * On the patient's home: for each of their (and their dependants') visits today, their
 * place in line, kept live by the queue events of the notification stream. Nothing when there is none.
 * Offline, the places last heard, with when they were heard.
 */
export default function QueuePlaceCards() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const online = useOnline();
  const { places: data, keptAt } = useKeptPlaces(user?._id, online);
  const shown = data
    .map((place) => ({ place, text: placeText(place, intl) }))
    .filter((item): item is { place: (typeof data)[number]; text: string } => item.text !== null);
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={intl.formatMessage({ id: 'today.placeCards.label', defaultMessage: 'Your place in line' })}
      style={{ display: 'grid', gap: 8 }}
    >
      {shown.map(({ place, text }) => (
        <div key={place.appointmentId} role="status" style={CARD}>
          {place.patientName && place.patientName !== user?.name && (
            <span style={FOR}>
              <FormattedMessage
                id="today.placeCards.for"
                defaultMessage="For {name}"
                values={{ name: place.patientName }}
              />
            </span>
          )}
          <span>{text}</span>
          {place.expectedCallAt && place.visitState !== 'in-consultation' && (
            <span style={FOR} data-expected-call>
              <FormattedMessage
                id="today.placeCards.expectedCall"
                defaultMessage="Expected to be called at about {time}"
                values={{ time: place.expectedCallAt }}
              />
            </span>
          )}
          {place.queueNumber && (
            <span style={FOR}>
              <FormattedMessage
                id="today.placeCards.number"
                defaultMessage="Your number: {number}"
                values={{ number: place.queueNumber }}
              />
            </span>
          )}
          {keptAt !== null && (
            <span style={FOR} data-known-at>
              <FormattedMessage
                id="today.placeCards.knownAt"
                defaultMessage="Last known at {time}"
                values={{ time: keptTimeText(intl, keptAt) }}
              />
            </span>
          )}
        </div>
      ))}
    </section>
  );
}
