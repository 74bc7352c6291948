import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../auth';
import { useGetMyQueueQuery } from '../todayApi';
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
 * On the patient's home: for each of their (and their dependants') visits today, their
 * place in line, kept live by the queue events of the notification stream. Nothing when there is none.
 */
export default function QueuePlaceCards() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const { data = [] } = useGetMyQueueQuery();
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
        </div>
      ))}
    </section>
  );
}
