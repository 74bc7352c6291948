import { useState } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { useGetApprovedDoctorsQuery } from '../doctorsApi';
import { selectApprovedDoctors } from '../doctorSelectors';
import DoctorCard from './DoctorCard';
import Pager from '../../../components/Pager';

export const HOME_PAGE_SIZE = 6;

/** Three cards a row on wide screens, two on tablets, one on phones. */
const CELL = { xs: 24, sm: 12, lg: 8 } as const;

/**
 * 'Meet Our Doctors' (spec 2.4 'Patient home', 9): approved doctors' cards, six a page, no page-size
 * changer, total = number of doctors. A failed load is only logged (spec 8) and shows the empty state.
 */
export default function DoctorGrid() {
  const { isLoading } = useGetApprovedDoctorsQuery();
  const doctors = useAppSelector(selectApprovedDoctors);
  const [page, setPage] = useState(1);

  if (isLoading) {
    return (
      <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label="Loading doctors">
        {Array.from({ length: HOME_PAGE_SIZE }, (_, i) => (
          <Col key={i} {...CELL}>
            <Card loading />
          </Col>
        ))}
      </Row>
    );
  }
  if (doctors.length === 0) return <Empty description="No doctors are available yet" />;

  // the list may shrink (a doctor blocked) while a later page is open
  const lastPage = Math.ceil(doctors.length / HOME_PAGE_SIZE);
  const current = Math.min(page, lastPage);
  const shown = doctors.slice((current - 1) * HOME_PAGE_SIZE, current * HOME_PAGE_SIZE);
  return (
    <>
      <Row gutter={[16, 16]} role="list" aria-label="Approved doctors">
        {shown.map((doctor) => (
          <Col key={doctor._id} {...CELL} role="listitem">
            <DoctorCard doctor={doctor} />
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 24 }}>
        <Pager
          label="Doctors pages"
          current={current}
          pageSize={HOME_PAGE_SIZE}
          total={doctors.length}
          onChange={setPage}
        />
      </div>
    </>
  );
}
