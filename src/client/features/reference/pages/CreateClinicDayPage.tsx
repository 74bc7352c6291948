import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function CreateClinicDayPage() {
  return <ComingSoon title="Create Clinic Day" />;
}
