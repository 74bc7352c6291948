import type { ReactNode } from 'react';
import { Flex } from 'antd';
import Typography from '../../../components/Typography';
import type { StatCardSpec } from '../statCardSets';
import StatCards from './StatCards';
import DashboardAppointments, {
  type DashboardPage,
  type DashboardPerspective,
} from './DashboardAppointments';
import type { ListParams } from '../../../lib/searchParams/useListParams';

interface DashboardViewProps<K extends string> {
  title: string;
  cards: readonly StatCardSpec<K>[];
  stats: { data?: Record<K, number>; isLoading: boolean; isError: boolean };
  appointments: DashboardPage;
  list: Pick<ListParams, 'pagination' | 'onTableChange'>;
  perspective: DashboardPerspective;
  /** Beside the title (the doctor's 'Close clinic day'). */
  actions?: ReactNode;
  /** Below the appointments (the doctor's closed clinic days). */
  children?: ReactNode;
}

/** A home dashboard: the role's counts above its 'All Appointments' table. */
export default function DashboardView<K extends string>(props: DashboardViewProps<K>) {
  const { title, cards, stats, appointments, list, perspective, actions, children } = props;
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions}
      </Flex>
      <StatCards cards={cards} stats={stats.data} isLoading={stats.isLoading} failed={stats.isError} />
      <DashboardAppointments page={appointments} list={list} perspective={perspective} />
      {children}
    </Flex>
  );
}
