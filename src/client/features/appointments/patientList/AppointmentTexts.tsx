import { useId } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageDescriptor,
  type NoMessageValues,
} from 'react-intl';
import { Flex, Skeleton, Tag } from 'antd';
import Typography from '../../../components/Typography';
import PhoneNumber from '../../../components/PhoneNumber';
import WholeInstant from '../../../components/WholeInstant';
import type { AppointmentText } from '../../../../shared/answers/texts';
import type { TextState } from '../../../../shared/schemas/texts';
import { useGetAppointmentTextsQuery } from '../appointmentsApi';

const messages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  failedToLoad: NoMessageValues;
  failedReason: { reason: string };
}>({
  title: { id: 'appointments.texts.title', defaultMessage: 'Text messages' },
  empty: { id: 'appointments.texts.empty', defaultMessage: 'No text messages about this appointment' },
  failedToLoad: {
    id: 'appointments.texts.failedToLoad',
    defaultMessage: 'The text messages could not be loaded.',
  },
  failedReason: { id: 'appointments.texts.failedReason', defaultMessage: 'Not delivered: {reason}' },
});

// a plain descriptor: its number is an element (kept left to right in Arabic), which typed messages refuse
const SENT_TO: MessageDescriptor = defineMessage({
  id: 'appointments.texts.sentTo',
  defaultMessage: '{when}, to {number}',
});

/** What each kind of text was about (src/server/texts); a kind not listed here shows as stored. */
const KIND_TEXT = defineMessages<string>({
  'booking-received': { id: 'appointments.texts.kind.bookingReceived', defaultMessage: 'Booking received' },
  approved: { id: 'appointments.texts.kind.approved', defaultMessage: 'Approved' },
  rescheduled: { id: 'appointments.texts.kind.rescheduled', defaultMessage: 'Rescheduled' },
  cancelled: { id: 'appointments.texts.kind.cancelled', defaultMessage: 'Cancelled' },
  rejected: { id: 'appointments.texts.kind.rejected', defaultMessage: 'Rejected' },
  reminder: { id: 'appointments.texts.kind.reminder', defaultMessage: 'Reminder' },
  promoted: { id: 'appointments.texts.kind.promoted', defaultMessage: 'Waitlist place offered' },
  'clinic-closed': { id: 'appointments.texts.kind.clinicClosed', defaultMessage: 'Clinic day closed' },
  called: { id: 'appointments.texts.kind.called', defaultMessage: 'Called to the room' },
  'near-turn': { id: 'appointments.texts.kind.nearTurn', defaultMessage: 'Turn near' },
  'running-late': { id: 'appointments.texts.kind.runningLate', defaultMessage: 'Running late' },
  reply: { id: 'appointments.texts.kind.reply', defaultMessage: 'Answer to a reply' },
});

const STATE_TEXT = defineMessages<TextState>({
  queued: { id: 'appointments.texts.state.queued', defaultMessage: 'Queued' },
  submitted: { id: 'appointments.texts.state.submitted', defaultMessage: 'Sent' },
  delivered: { id: 'appointments.texts.state.delivered', defaultMessage: 'Delivered' },
  failed: { id: 'appointments.texts.state.failed', defaultMessage: 'Failed' },
});

const STATE_COLOUR: Record<TextState, string> = {
  queued: 'default',
  submitted: 'blue',
  delivered: 'success',
  failed: 'error',
};

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM_STYLE = { paddingBlock: 8, borderTop: '1px solid rgba(5, 5, 5, 0.06)' } as const;
const BODY_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBlock: 4 } as const;

/**
 * 'Text messages' in an appointment's details on the desks: each text about it, oldest
 * first, with when it was written, the number, what it was about, its words and what became of it
 * (Queued, Sent, Delivered, or Failed with the SMSC's reason). Read each time the details open.
 */
export default function AppointmentTexts({ appointmentId }: { appointmentId: string }) {
  const intl = useIntl();
  const headingId = useId();
  const { data, isLoading, isError } = useGetAppointmentTextsQuery(appointmentId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section aria-labelledby={headingId} className="no-print" style={{ marginTop: 16 }}>
      <Typography.Title level={5} id={headingId}>
        {intl.formatMessage(messages.title)}
      </Typography.Title>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : isError ? (
        <Typography.Text type="danger">{intl.formatMessage(messages.failedToLoad)}</Typography.Text>
      ) : !data?.length ? (
        <Typography.Text type="secondary">{intl.formatMessage(messages.empty)}</Typography.Text>
      ) : (
        <ol style={LIST_STYLE} aria-labelledby={headingId}>
          {data.map((text) => (
            <TextItem key={text._id} text={text} />
          ))}
        </ol>
      )}
    </section>
  );
}

function TextItem({ text }: { text: AppointmentText }) {
  const intl = useIntl();
  const kind: MessageDescriptor | undefined = KIND_TEXT[text.kind];
  return (
    <li style={ITEM_STYLE}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>{kind ? intl.formatMessage(kind) : text.kind}</Typography.Text>
        <Tag color={STATE_COLOUR[text.state]} style={{ marginInlineEnd: 0 }}>
          {intl.formatMessage(STATE_TEXT[text.state])}
        </Tag>
      </Flex>
      <Typography.Text type="secondary">
        <FormattedMessage
          {...SENT_TO}
          values={{
            when: <WholeInstant iso={text.createdAt} />,
            number: <PhoneNumber phone={text.toNumber} />,
          }}
        />
      </Typography.Text>
      {/* in the patient's language, whichever the desk reads in: its own direction (antd's Typography would impose the page's) */}
      <div dir="auto" style={BODY_STYLE}>
        {text.body}
      </div>
      {text.state === 'failed' && text.failedReason && (
        <Typography.Text type="danger">
          {intl.formatMessage(messages.failedReason, { reason: text.failedReason })}
        </Typography.Text>
      )}
    </li>
  );
}
