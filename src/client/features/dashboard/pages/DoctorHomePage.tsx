import ComingSoon from '../../../components/ComingSoon';

/** Placeholder while this screen is being built (issue 4). */
export default function DoctorHomePage() {
  return <ComingSoon title="Doctor Home" />;
}
