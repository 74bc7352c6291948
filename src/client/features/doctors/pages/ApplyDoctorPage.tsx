import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function ApplyDoctorPage() {
  return <ComingSoon title="Apply Doctor" />;
}
