import { useIntl } from 'react-intl';
import ClinicDashboard from '../components/ClinicDashboard';

/** /staff/home: the same counts and appointments as the admin's. */
export default function StaffHomePage() {
  const intl = useIntl();
  return (
    <ClinicDashboard
      title={intl.formatMessage({ id: 'dashboard.staff.title', defaultMessage: 'Staff Dashboard' })}
    />
  );
}
