import ClinicDashboard from '../components/ClinicDashboard';

/** /staff/home: the same counts and appointments as the admin's (spec 3 "Staff stats: same as admin"). */
export default function StaffHomePage() {
  return <ClinicDashboard title="Staff Dashboard" />;
}
