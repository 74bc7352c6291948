import { lazy, Suspense, useState } from 'react';
import { Button, Empty, Flex, Modal, Tag } from 'antd';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import { SoundOutlined } from '@ant-design/icons';
import Typography from '../../../components/Typography';
import { pageRows } from '../../../lib/api/pagedList';
import { useAppSelector } from '../../../lib/store/hooks';
import { todayAtClinic } from '../../../lib/clinicTime/clinicDatePicker';
import { selectCurrentUser } from '../../auth';
import { useGetDoctorByUserIdQuery } from '../../doctors';
import { useGetDaySheetQuery } from '../todayApi';
import type { DayRow } from '../todayTypes';
import { waitingLine } from '../components/queueOrder';
import { useCallNext } from '../components/useCallNext';
import { useNow } from '../components/useNow';
import WaitedTime from '../components/WaitedTime';

// the completion form (date picker, validation) downloads when the doctor first completes a visit
const CompleteVisitDialog = lazy(() => import('../components/CompleteVisitDialog'));

const messages = defineMessages({
  title: { id: 'today.doctor.title', defaultMessage: 'Today' },
  callNext: { id: 'today.doctor.callNext', defaultMessage: 'Call next' },
  withYou: { id: 'today.doctor.withYou', defaultMessage: 'With you now' },
  nobodyInConsultation: {
    id: 'today.doctor.nobodyInConsultation',
    defaultMessage: 'Nobody is in consultation.',
  },
  complete: { id: 'today.doctor.complete', defaultMessage: 'Complete' },
  waiting: { id: 'today.doctor.waiting', defaultMessage: 'Waiting' },
  nobodyWaiting: { id: 'today.doctor.nobodyWaiting', defaultMessage: 'Nobody is waiting' },
  waitingList: { id: 'today.doctor.waitingList', defaultMessage: 'Waiting patients' },
  priority: { id: 'today.doctor.priority', defaultMessage: 'Priority' },
  finishExplained: {
    id: 'today.doctor.finishExplained',
    defaultMessage:
      'One patient is called at a time. Finish this visit to call the next patient; you can write its notes afterwards with Complete.',
  },
  toWriteUp: { id: 'today.doctor.toWriteUp', defaultMessage: 'Seen today, notes to write' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  counts: defineMessage<{ waiting: number; expected: number }>({
    id: 'today.doctor.counts',
    defaultMessage: '{waiting} waiting · {expected} expected later',
  }),
  inConsultation: defineMessage<{ number: string | null; name: string }>({
    id: 'today.doctor.inConsultation',
    defaultMessage: '{number} · {name}',
  }),
  stillWithYou: defineMessage<{ number: string | null; name: string }>({
    id: 'today.doctor.stillWithYou',
    defaultMessage: '{number} · {name} is still with you',
  }),
  finishAndCall: defineMessage<{ number: string | null }>({
    id: 'today.doctor.finishAndCall',
    defaultMessage: 'Finish {number} and call next',
  }),
  stay: defineMessage<{ number: string | null }>({
    id: 'today.doctor.stay',
    defaultMessage: 'Stay with {number}',
  }),
};

/** The empty state's line while the queue loads: blank, in every language. */
const BLANK = ' ';

/** A doctor's queue is short; one page holds the whole day. */
const WHOLE_DAY = 100;

/**
 * The doctor's "Today" (/doctor/today): who is with them, who waits in the order Call next
 * takes them, and Complete for the visit in consultation. Queue events refetch it.
 */
export default function DoctorTodayPage() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const { data: doctor, isLoading: doctorLoading } = useGetDoctorByUserIdQuery(user?._id ?? '', {
    skip: !user,
  });
  const { data, isLoading: dayLoading } = useGetDaySheetQuery(
    { date: todayAtClinic(), doctorId: doctor?._id, pageSize: WHOLE_DAY },
    { skip: !doctor },
  );
  // the day is asked for once the doctor is known: until both have answered nobody is said to wait
  const isLoading = doctorLoading || dayLoading;
  const rows = pageRows(data);
  const withDoctor = rows.filter((row) => row.visitState === 'in-consultation');
  const waiting = waitingLine(rows);
  const expected = rows.filter((row) => row.visitState === 'expected').length;
  // finished in the room (Call next's "Finish and call next") before their notes were written
  const toWriteUp = rows.filter(
    (row) => row.visitState === 'seen' && (row.status === 'approved' || row.status === 'follow-up'),
  );
  const { call, calling } = useCallNext(doctor?._id);
  const [completing, setCompleting] = useState<DayRow | null>(null);
  // the visit in the room when Call next was pressed: the doctor is asked to finish it first
  const [asking, setAsking] = useState<DayRow | null>(null);
  const now = useNow();
  const callNext = () => {
    if (withDoctor.length > 0) setAsking(withDoctor[0]);
    else void call();
  };
  const finishAndCall = async (inRoom: DayRow) => {
    await call(inRoom._id);
    setAsking(null);
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <Flex gap="small" align="center" wrap>
        <Button
          type="primary"
          size="large"
          icon={<SoundOutlined />}
          loading={calling && !asking}
          onClick={callNext}
        >
          {intl.formatMessage(messages.callNext)}
        </Button>
        <Typography.Text>
          {intl.formatMessage(named.counts, { waiting: waiting.length, expected })}
        </Typography.Text>
      </Flex>
      <Panel title={intl.formatMessage(messages.withYou)} size="small">
        {withDoctor.length === 0 ? (
          <Typography.Text>{intl.formatMessage(messages.nobodyInConsultation)}</Typography.Text>
        ) : (
          withDoctor.map((row) => (
            <Flex key={row._id} gap="small" align="center" justify="space-between" wrap>
              <Typography.Text strong style={{ fontSize: 18 }}>
                {intl.formatMessage(named.inConsultation, {
                  number: row.queueNumber,
                  name: row.patientName,
                })}
              </Typography.Text>
              <Button onClick={() => setCompleting(row)}>{intl.formatMessage(messages.complete)}</Button>
            </Flex>
          ))
        )}
      </Panel>
      <Panel title={intl.formatMessage(messages.waiting)} size="small">
        {waiting.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={isLoading ? BLANK : intl.formatMessage(messages.nobodyWaiting)}
          />
        ) : (
          <ol aria-label={intl.formatMessage(messages.waitingList)} style={{ margin: 0, paddingLeft: 20 }}>
            {waiting.map((row) => (
              <li key={row._id} style={{ padding: '6px 0' }}>
                <Flex gap="small" justify="space-between" wrap>
                  <span>
                    <FormattedMessage
                      id="today.doctor.waitingRow"
                      defaultMessage="<b>{number}</b> {name} ({time})"
                      values={{
                        b: (chunks) => <Typography.Text strong>{chunks}</Typography.Text>,
                        number: row.queueNumber,
                        name: row.patientName,
                        time: row.time,
                      }}
                    />
                    {row.priority && (
                      <Tag color="red" style={{ marginLeft: 8 }}>
                        {intl.formatMessage(messages.priority)}
                      </Tag>
                    )}
                  </span>
                  {row.arrivedAt && (
                    <WaitedTime arrivedAt={row.arrivedAt} now={now} alertAfter={data?.waitAlertMinutes} />
                  )}
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      {toWriteUp.length > 0 && (
        <Panel title={intl.formatMessage(messages.toWriteUp)} size="small">
          <Flex vertical gap="small">
            {toWriteUp.map((row) => (
              <Flex key={row._id} gap="small" align="center" justify="space-between" wrap>
                <Typography.Text>
                  {intl.formatMessage(named.inConsultation, {
                    number: row.queueNumber,
                    name: row.patientName,
                  })}
                </Typography.Text>
                <Button onClick={() => setCompleting(row)}>{intl.formatMessage(messages.complete)}</Button>
              </Flex>
            ))}
          </Flex>
        </Panel>
      )}
      <Modal
        open={asking !== null}
        title={
          asking &&
          intl.formatMessage(named.stillWithYou, { number: asking.queueNumber, name: asking.patientName })
        }
        onCancel={() => setAsking(null)}
        footer={
          asking && (
            <Flex gap="small" justify="end" wrap>
              <Button onClick={() => setAsking(null)}>
                {intl.formatMessage(named.stay, { number: asking.queueNumber })}
              </Button>
              <Button type="primary" loading={calling} onClick={() => void finishAndCall(asking)}>
                {intl.formatMessage(named.finishAndCall, { number: asking.queueNumber })}
              </Button>
            </Flex>
          )
        }
      >
        <Typography.Paragraph>{intl.formatMessage(messages.finishExplained)}</Typography.Paragraph>
      </Modal>
      {completing && (
        <Suspense fallback={null}>
          <CompleteVisitDialog row={completing} onClose={() => setCompleting(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
