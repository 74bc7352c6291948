import { lazy, Suspense, useState } from 'react';
import { Button, Empty, Flex, Tag } from 'antd';
import Panel from '../../../components/Panel';
import { SoundOutlined } from '@ant-design/icons';
import Typography from '../../../components/Typography';
import { pageRows } from '../../../app/pagedList';
import { useAppSelector } from '../../../app/hooks';
import { todayAtClinic } from '../../../components/clinicDatePicker';
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

/** A doctor's queue is short; one page holds the whole day. */
const WHOLE_DAY = 100;

/**
 * The doctor's "Today" (/doctor/today, issue 22): who is with them, who waits in the order Call next
 * takes them, and Complete for the visit in consultation. Queue events refetch it.
 */
export default function DoctorTodayPage() {
  const user = useAppSelector(selectCurrentUser);
  const { data: doctor } = useGetDoctorByUserIdQuery(user?._id ?? '', { skip: !user });
  const { data, isLoading } = useGetDaySheetQuery(
    { date: todayAtClinic(), doctorId: doctor?._id, pageSize: WHOLE_DAY },
    { skip: !doctor },
  );
  const rows = pageRows(data);
  const withDoctor = rows.filter((row) => row.visitState === 'in-consultation');
  const waiting = waitingLine(rows);
  const expected = rows.filter((row) => row.visitState === 'expected').length;
  const { call, calling } = useCallNext(doctor?._id);
  const [completing, setCompleting] = useState<DayRow | null>(null);
  const now = useNow();

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      <Typography.Title level={2}>Today</Typography.Title>
      <Flex gap="small" align="center" wrap>
        <Button
          type="primary"
          size="large"
          icon={<SoundOutlined />}
          loading={calling}
          onClick={() => void call()}
        >
          Call next
        </Button>
        <Typography.Text>
          {waiting.length} waiting · {expected} expected later
        </Typography.Text>
      </Flex>
      <Panel title="With you now" size="small">
        {withDoctor.length === 0 ? (
          <Typography.Text>Nobody is in consultation.</Typography.Text>
        ) : (
          withDoctor.map((row) => (
            <Flex key={row._id} gap="small" align="center" justify="space-between" wrap>
              <Typography.Text strong style={{ fontSize: 18 }}>
                {row.queueNumber} · {row.patientName}
              </Typography.Text>
              <Button onClick={() => setCompleting(row)}>Complete</Button>
            </Flex>
          ))
        )}
      </Panel>
      <Panel title="Waiting" size="small">
        {waiting.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={isLoading ? ' ' : 'Nobody is waiting'} />
        ) : (
          <ol aria-label="Waiting patients" style={{ margin: 0, paddingLeft: 20 }}>
            {waiting.map((row) => (
              <li key={row._id} style={{ padding: '6px 0' }}>
                <Flex gap="small" justify="space-between" wrap>
                  <span>
                    <Typography.Text strong>{row.queueNumber}</Typography.Text> {row.patientName} ({row.time})
                    {row.priority && (
                      <Tag color="red" style={{ marginLeft: 8 }}>
                        Priority
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
      {completing && (
        <Suspense fallback={null}>
          <CompleteVisitDialog row={completing} onClose={() => setCompleting(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
