import { Space } from 'antd';
import { useIntl } from 'react-intl';
import { useGetDoctorAppointmentsQuery, useGetDoctorStatsQuery } from '../../appointments';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectCurrentUser } from '../../auth';
import { CloseClinicDayButton, ClosedClinicDaysTable, RecordLeaveButton } from '../../closings';
import { useGetDoctorByUserIdQuery } from '../../doctors';
import { DOCTOR_STAT_CARDS } from '../statCardSets';
import { useDashboardPage } from '../components/DashboardAppointments';
import DashboardView from '../components/DashboardView';

/**
 * /doctor/home: counts over the doctor's own appointments, and those appointments; the doctor
 * closes their own clinic days here and sees the closings.
 */
export default function DoctorHomePage() {
  const intl = useIntl();
  const stats = useGetDoctorStatsQuery();
  const { list, args } = useDashboardPage();
  const appointments = useGetDoctorAppointmentsQuery(args);
  const userId = useAppSelector(selectCurrentUser)?._id;
  const { data: doctor } = useGetDoctorByUserIdQuery(userId ?? '', { skip: !userId });
  return (
    <DashboardView
      title={intl.formatMessage({ id: 'dashboard.doctor.title', defaultMessage: 'Doctor Dashboard' })}
      cards={DOCTOR_STAT_CARDS}
      stats={stats}
      appointments={appointments}
      list={list}
      perspective="doctor"
      actions={
        doctor?.status === 'approved' && (
          <Space wrap>
            <CloseClinicDayButton doctor={doctor} />
            <RecordLeaveButton doctor={doctor} />
          </Space>
        )
      }
    >
      <ClosedClinicDaysTable withDoctor={false} />
    </DashboardView>
  );
}
