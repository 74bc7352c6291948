import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function ServicePage() {
  return <ComingSoon title="Service" />;
}
