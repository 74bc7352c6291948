import ComingSoon from '../../../components/ComingSoon';

/** Placeholder until this screen is built. */
export default function SlotPage() {
  return <ComingSoon title="Slot" />;
}
