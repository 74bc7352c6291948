import ComingSoon from '../../../components/ComingSoon';

/** Placeholder while this screen is being built (issue 4). */
export default function AdminHomePage() {
  return <ComingSoon title="Admin Home" />;
}
