import { Flex, Typography } from 'antd';
import type { Appointment } from '../../../../shared/schemas/appointments';
import type { StatCardSpec } from '../statCardSets';
import StatCards from './StatCards';
import DashboardAppointments, { type DashboardPerspective } from './DashboardAppointments';

interface DashboardViewProps<K extends string> {
  title: string;
  cards: readonly StatCardSpec<K>[];
  stats: { data?: Record<K, number>; isLoading: boolean; isError: boolean };
  appointments: Appointment[];
  appointmentsLoading: boolean;
  perspective: DashboardPerspective;
}

/** A home dashboard: the role's counts above its 'All Appointments' table. */
export default function DashboardView<K extends string>(props: DashboardViewProps<K>) {
  const { title, cards, stats, appointments, appointmentsLoading, perspective } = props;
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <StatCards cards={cards} stats={stats.data} isLoading={stats.isLoading} failed={stats.isError} />
      <DashboardAppointments
        appointments={appointments}
        isLoading={appointmentsLoading}
        perspective={perspective}
      />
    </Flex>
  );
}
