import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function DoctorProfilePage() {
  return <ComingSoon title="Doctor Profile" />;
}
