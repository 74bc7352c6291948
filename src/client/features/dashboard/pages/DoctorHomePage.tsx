import { useGetDoctorAppointmentsQuery, useGetDoctorStatsQuery } from '../../appointments';
import { DOCTOR_STAT_CARDS } from '../statCardSets';
import { useDashboardPage } from '../components/DashboardAppointments';
import DashboardView from '../components/DashboardView';

/** /doctor/home: counts over the doctor's own appointments, and those appointments (spec 2.4). */
export default function DoctorHomePage() {
  const stats = useGetDoctorStatsQuery();
  const { list, args } = useDashboardPage();
  const appointments = useGetDoctorAppointmentsQuery(args);
  return (
    <DashboardView
      title="Doctor Dashboard"
      cards={DOCTOR_STAT_CARDS}
      stats={stats}
      appointments={appointments}
      list={list}
      perspective="doctor"
    />
  );
}
