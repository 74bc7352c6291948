import { useGetAdminStatsQuery, useGetAllAppointmentsQuery } from '../../appointments';
import { CLINIC_STAT_CARDS } from '../statCardSets';
import { useDashboardPage } from './DashboardAppointments';
import DashboardView from './DashboardView';

/** The admin and staff homes: clinic-wide counts and every appointment, a page at a time. */
export default function ClinicDashboard({ title }: { title: string }) {
  const stats = useGetAdminStatsQuery();
  const { list, args } = useDashboardPage();
  const appointments = useGetAllAppointmentsQuery(args);
  return (
    <DashboardView
      title={title}
      cards={CLINIC_STAT_CARDS}
      stats={stats}
      appointments={appointments}
      list={list}
      perspective="clinic"
    />
  );
}
