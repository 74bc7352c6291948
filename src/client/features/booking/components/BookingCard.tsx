import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import type { Doctor } from '../../../../shared/types';
import BookingForm from './BookingForm';
import DoctorInformation from './DoctorInformation';
import type { BookingFlowOptions } from './useBookingFlow';

/** The bundled booking picture is 1200 × 400, shown whole at any width. */
const PICTURE = { display: 'block', width: '100%', aspectRatio: '3 / 1', objectFit: 'cover' } as const;

/**
 * The picture over the doctor's details and the booking steps, side by side from 992 px. The desk
 * books with a caller or a walk-in waiting: no picture there, so the date and the time are in view
 * at once on the desk's 1366 × 768 screen.
 */
export default function BookingCard({ doctor, desk }: { doctor: Doctor; desk?: BookingFlowOptions }) {
  const intl = useIntl();
  return (
    <Panel
      cover={
        desk ? undefined : (
          <img
            src="/carousel/2-book-consultation.png"
            alt={intl.formatMessage({
              id: 'booking.card.pictureAlt',
              defaultMessage: 'A calendar with a booked day beside a clock',
            })}
            style={PICTURE}
          />
        )
      }
    >
      {/* at the desk, on a narrow screen the date and time come before the doctor's details */}
      <Row gutter={[40, 8]}>
        <Col xs={{ span: 24, order: desk ? 2 : 1 }} lg={{ span: 12, order: 1 }}>
          <DoctorInformation doctor={doctor} />
        </Col>
        <Col xs={{ span: 24, order: desk ? 1 : 2 }} lg={{ span: 12, order: 2 }}>
          <BookingForm doctor={doctor} desk={desk} />
        </Col>
      </Row>
    </Panel>
  );
}
