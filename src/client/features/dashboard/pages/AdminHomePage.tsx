import ClinicDashboard from '../components/ClinicDashboard';

/** /admin/home */
export default function AdminHomePage() {
  return <ClinicDashboard title="Admin Dashboard" />;
}
