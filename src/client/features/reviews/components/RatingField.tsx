import { Rate } from 'antd';
import { useIntl } from 'react-intl';

interface RatingFieldProps {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * The star rating as a form field. antd draws the stars as radios in a plain list, which may not
 * carry the form's required and invalid marks: a radio group around it takes them instead, while
 * the list keeps the label and the keyboard.
 */
export default function RatingField({ value, onChange, id, ...marks }: RatingFieldProps) {
  const intl = useIntl();
  return (
    <div role="radiogroup" {...marks}>
      <Rate
        id={id}
        aria-label={intl.formatMessage({ id: 'reviews.ratingField.label', defaultMessage: 'Rating' })}
        allowHalf
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
