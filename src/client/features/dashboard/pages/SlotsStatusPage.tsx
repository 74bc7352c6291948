import ComingSoon from '../../../components/ComingSoon';

/** Placeholder while this screen is being built (issue 4). */
export default function SlotsStatusPage() {
  return <ComingSoon title="Doctor Slots Reset Status" />;
}
