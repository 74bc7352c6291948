import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function LocationPage() {
  return <ComingSoon title="Location" />;
}
