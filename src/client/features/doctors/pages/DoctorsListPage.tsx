import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function DoctorsListPage() {
  return <ComingSoon title="Doctors List" />;
}
