import ComingSoon from '../../../components/ComingSoon';

/** Placeholder while this screen is being built (issue 5). */
export default function DoctorReviewsPage() {
  return <ComingSoon title="Reviews" />;
}
