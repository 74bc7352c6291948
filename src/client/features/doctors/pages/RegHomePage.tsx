import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function RegHomePage() {
  return <ComingSoon title="Reg Home" />;
}
