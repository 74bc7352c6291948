import { FormattedMessage } from 'react-intl';
import Typography from '../../../components/Typography';
import ReadOnlyStars from '../../../components/ReadOnlyStars';
import { useGetDoctorRatingQuery } from '../doctorsApi';

/**
 * A doctor's read-only star rating in half stars, or 'No rating yet for this doctor' when there is
 * none. A failed fetch is only logged, so the card then shows no rating either.
 */
export default function DoctorRating({ doctorId }: { doctorId: string }) {
  // read again on every visit: another patient's review may have been published meanwhile
  const {
    data: rating,
    isLoading,
    isError,
  } = useGetDoctorRatingQuery(doctorId, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <div style={{ height: 22 }} aria-hidden />;
  if (isError || rating === null || rating === undefined) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage id="doctors.rating.none" defaultMessage="No rating yet for this doctor" />
      </Typography.Text>
    );
  }
  return <ReadOnlyStars value={rating} size={18} />;
}
