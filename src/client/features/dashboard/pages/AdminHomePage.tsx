import { useIntl } from 'react-intl';
import ClinicDashboard from '../components/ClinicDashboard';

/** /admin/home */
export default function AdminHomePage() {
  const intl = useIntl();
  return (
    <ClinicDashboard
      title={intl.formatMessage({ id: 'dashboard.admin.title', defaultMessage: 'Admin Dashboard' })}
    />
  );
}
