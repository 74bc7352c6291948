import { Col, Empty, Row, Skeleton } from 'antd';
import Panel from '../../../components/Panel';
import { useGetDoctorSlotsStatusQuery } from '../../appointments';
import SlotStatusCard from '../components/SlotStatusCard';

/** /admin/doctorslots-status (spec 2.4): each approved doctor's slots on their next clinic day. */
export default function SlotsStatusPage() {
  const { data: doctors = [], isLoading, isError } = useGetDoctorSlotsStatusQuery();

  let content;
  if (isLoading) content = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  else if (doctors.length === 0) {
    const text = isError ? 'Slot status is not available right now.' : 'No approved doctors yet.';
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

  return (
    <Panel title="Doctor Slots Reset Status" role="region" aria-label="Doctor Slots Reset Status">
      {content}
    </Panel>
  );
}
