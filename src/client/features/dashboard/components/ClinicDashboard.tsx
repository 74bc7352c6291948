import { useAppSelector } from '../../../app/hooks';
import { selectAllAppointments, useGetAdminStatsQuery, useGetAllAppointmentsQuery } from '../../appointments';
import { CLINIC_STAT_CARDS } from '../statCardSets';
import DashboardView from './DashboardView';

/** The admin and staff homes: clinic-wide counts and every appointment (spec 2.4). */
export default function ClinicDashboard({ title }: { title: string }) {
  const stats = useGetAdminStatsQuery();
  const { isLoading } = useGetAllAppointmentsQuery();
  const appointments = useAppSelector(selectAllAppointments);
  return (
    <DashboardView
      title={title}
      cards={CLINIC_STAT_CARDS}
      stats={stats}
      appointments={appointments}
      appointmentsLoading={isLoading}
      perspective="clinic"
    />
  );
}
