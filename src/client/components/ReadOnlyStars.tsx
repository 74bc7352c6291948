import { useIntl } from 'react-intl';
import { Rate } from 'antd';

/**
 * A rating in half stars that cannot be changed, named for screen readers ('Rated 3.5 out of 5').
 * The stars are antd's radio buttons: `inert` takes them out of focus and the accessibility tree, so
 * the picture's name is all a screen reader meets (no controls nested inside an image).
 */
export default function ReadOnlyStars({ value, size = 16 }: { value: number; size?: number }) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'common.readOnlyStars.label', defaultMessage: 'Rated {value, number} out of 5' },
    { value },
  );
  return (
    <span role="img" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
      <span inert>
        <Rate disabled allowHalf value={value} style={{ fontSize: size }} />
      </span>
    </span>
  );
}
