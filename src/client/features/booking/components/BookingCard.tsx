import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import type { Doctor } from '../../../../shared/types';
import BookingForm from './BookingForm';
import DoctorInformation from './DoctorInformation';
import type { BookingFlowOptions } from './useBookingFlow';

/** The bundled booking picture is 1200 × 400, shown whole at any width. */
const PICTURE = { display: 'block', width: '100%', aspectRatio: '3 / 1', objectFit: 'cover' } as const;

/** The picture over the doctor's details and the booking steps, side by side from 992 px. */
export default function BookingCard({ doctor, desk }: { doctor: Doctor; desk?: BookingFlowOptions }) {
  const intl = useIntl();
  return (
    <Panel
      cover={
        <img
          src="/carousel/2-book-consultation.png"
          alt={intl.formatMessage({
            id: 'booking.card.pictureAlt',
            defaultMessage: 'A calendar with a booked day beside a clock',
          })}
          style={PICTURE}
        />
      }
    >
      <Row gutter={[40, 8]}>
        <Col xs={24} lg={12}>
          <DoctorInformation doctor={doctor} />
        </Col>
        <Col xs={24} lg={12}>
          <BookingForm doctor={doctor} desk={desk} />
        </Col>
      </Row>
    </Panel>
  );
}
