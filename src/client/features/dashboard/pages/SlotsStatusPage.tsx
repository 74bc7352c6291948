import { Col, Empty, Row, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import { useGetDoctorSlotsStatusQuery } from '../../appointments';
import SlotStatusCard from '../components/SlotStatusCard';

/** /admin/doctorslots-status: each approved doctor's slots on their next clinic day. */
export default function SlotsStatusPage() {
  const intl = useIntl();
  const { data: doctors = [], isLoading, isError } = useGetDoctorSlotsStatusQuery();

  let content;
  if (isLoading) content = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  else if (doctors.length === 0) {
    const text = isError
      ? intl.formatMessage({
          id: 'dashboard.slots.unavailable',
          defaultMessage: 'Slot status is not available right now.',
        })
      : intl.formatMessage({ id: 'dashboard.slots.noDoctors', defaultMessage: 'No approved doctors yet.' });
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
  } else {
    content = (
      <Row gutter={[16, 16]}>
        {doctors.map((doctor) => (
          <Col key={doctor.doctorId} xs={24} md={12} xxl={8}>
            <SlotStatusCard doctor={doctor} />
          </Col>
        ))}
      </Row>
    );
  }

  const title = intl.formatMessage({
    id: 'dashboard.slots.title',
    defaultMessage: 'Doctor Slots Reset Status',
  });
  return (
    <Panel title={title} role="region" aria-label={title}>
      {content}
    </Panel>
  );
}
