import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function PatientHomePage() {
  return <ComingSoon title="Patient Home" />;
}
