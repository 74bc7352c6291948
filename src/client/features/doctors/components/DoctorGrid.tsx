import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Col, Empty, Row } from 'antd';
import { pageRows } from '../../../app/pagedList';
import { useGetApprovedDoctorsQuery } from '../doctorsApi';
import DoctorCard from './DoctorCard';
import Pager from '../../../components/Pager';

export const HOME_PAGE_SIZE = 6;
/** The grid's page in the URL of '/', a name of its own beside the home's other panels. */
export const DOCTORS_PAGE_PARAM = 'doctorsPage';

/** Three cards a row on wide screens, two on tablets, one on phones. */
const CELL = { xs: 24, sm: 12, lg: 8 } as const;

/** The page the URL names (from 1), and a setter that keeps the URL's other parameters. */
function useDoctorsPage() {
  const [params, setParams] = useSearchParams();
  const named = Number(params.get(DOCTORS_PAGE_PARAM));
  const page = Number.isInteger(named) && named >= 1 ? named : 1;
  const setPage = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next > 1) changed.set(DOCTORS_PAGE_PARAM, String(next));
          else changed.delete(DOCTORS_PAGE_PARAM);
          return changed;
        },
        { replace },
      ),
    [setParams],
  );
  return [page, setPage] as const;
}

/**
 * 'Meet Our Doctors' (spec 2.4 'Patient home', 9): approved doctors' cards by name, six a page asked
 * of the server, no page-size changer, total = number of doctors; the page lives in the URL. The
 * cards on screen stay while the next page loads. A failed load is only logged (spec 8) and shows
 * the empty state.
 */
export default function DoctorGrid() {
  const [page, setPage] = useDoctorsPage();
  const { data, isLoading, isFetching } = useGetApprovedDoctorsQuery({
    page,
    pageSize: HOME_PAGE_SIZE,
    sort: 'name',
    order: 'asc',
  });
  const doctors = useMemo(() => pageRows(data), [data]);
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / HOME_PAGE_SIZE));

  // a link or Back to a page the list no longer has (doctors blocked since) shows its last page
  const pastTheEnd = data !== undefined && !isFetching && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, true);
  }, [pastTheEnd, lastPage, setPage]);

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
  if (total === 0) return <Empty description="No doctors are available yet" />;

  return (
    <>
      <Row gutter={[16, 16]} role="list" aria-label="Approved doctors" aria-busy={isFetching}>
        {doctors.map((doctor) => (
          <Col key={doctor._id} {...CELL} role="listitem">
            <DoctorCard doctor={doctor} />
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 24 }}>
        <Pager
          label="Doctors pages"
          current={Math.min(page, lastPage)}
          pageSize={HOME_PAGE_SIZE}
          total={total}
          onChange={setPage}
        />
      </div>
    </>
  );
}
