import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function SpecialityPage() {
  return <ComingSoon title="Speciality" />;
}
