import { Rate } from 'antd';

/**
 * A rating in half stars that cannot be changed, named for screen readers ('Rated 3.5 out of 5').
 * The stars are antd's radio buttons: `inert` takes them out of focus and the accessibility tree, so
 * the picture's name is all a screen reader meets (no controls nested inside an image).
 */
export default function ReadOnlyStars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} style={{ whiteSpace: 'nowrap' }}>
      <span inert>
        <Rate disabled allowHalf value={value} style={{ fontSize: size }} />
      </span>
    </span>
  );
}
