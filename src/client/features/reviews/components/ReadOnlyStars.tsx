import { Rate } from 'antd';

/** A rating in half stars that cannot be changed, named for screen readers ('Rated 3.5 out of 5'). */
export default function ReadOnlyStars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} style={{ whiteSpace: 'nowrap' }}>
      <Rate disabled allowHalf value={value} style={{ fontSize: size }} />
    </span>
  );
}
