import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function ScheduleDoctorPage() {
  return <ComingSoon title="Schedule Doctor" />;
}
