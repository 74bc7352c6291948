import ComingSoon from '../../../components/ComingSoon';

/** Placeholder while this screen is being built (issue 4). */
export default function DoctorCompletePage() {
  return <ComingSoon title="Complete Appointment" />;
}
