import { useAppSelector } from '../../../app/hooks';
import {
  selectDoctorAppointments,
  useGetDoctorAppointmentsQuery,
  useGetDoctorStatsQuery,
} from '../../appointments';
import { DOCTOR_STAT_CARDS } from '../statCardSets';
import DashboardView from '../components/DashboardView';

/** /doctor/home: counts over the doctor's own appointments, and those appointments (spec 2.4). */
export default function DoctorHomePage() {
  const stats = useGetDoctorStatsQuery();
  const { isLoading } = useGetDoctorAppointmentsQuery();
  const appointments = useAppSelector(selectDoctorAppointments);
  return (
    <DashboardView
      title="Doctor Dashboard"
      cards={DOCTOR_STAT_CARDS}
      stats={stats}
      appointments={appointments}
      appointmentsLoading={isLoading}
      perspective="doctor"
    />
  );
}
