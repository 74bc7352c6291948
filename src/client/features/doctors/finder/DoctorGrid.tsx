import { useEffect, useMemo } from 'react';
import { Button, Col, Empty, Row, Skeleton } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import { pageRows } from '../../../lib/api/pagedList';
import { useGetApprovedDoctorsQuery } from '../doctorsApi';
import DoctorCard from './DoctorCard';
import DoctorFinder from './DoctorFinder';
import { useDoctorFinder } from './useDoctorFinder';
import Pager from '../../../components/Pager';

const HOME_PAGE_SIZE = 6;

const messages = defineMessages({
  loading: { id: 'doctors.grid.loading', defaultMessage: 'Loading doctors' },
  noMatch: { id: 'doctors.grid.noMatch', defaultMessage: 'No doctors match these filters' },
  clearFilters: { id: 'doctors.grid.clearFilters', defaultMessage: 'Clear filters' },
  noDoctors: { id: 'doctors.grid.noDoctors', defaultMessage: 'No doctors are available yet' },
  approvedDoctors: { id: 'doctors.grid.approvedDoctors', defaultMessage: 'Approved doctors' },
  pages: { id: 'doctors.grid.pages', defaultMessage: 'Doctors pages' },
});

/** Three cards a row on wide screens, two on tablets, one on phones. */
const CELL = { xs: 24, sm: 12, lg: 8 } as const;

/**
 * 'Meet Our Doctors' on the patient home: the 'Find a doctor' filter bar, then
 * approved doctors' cards, six a page asked of the server, searched, filtered and sorted there (by
 * name unless the patient picks another sort), total = number of matching doctors; page and filters
 * live in the URL. The cards on screen stay while the next answer loads. A failed load is only
 * logged (no toast) and shows the empty state.
 */
export default function DoctorGrid() {
  const intl = useIntl();
  const finder = useDoctorFinder(HOME_PAGE_SIZE);
  const { page, setPage } = finder;
  const { data, isLoading, isFetching } = useGetApprovedDoctorsQuery(finder.args);
  const doctors = useMemo(() => pageRows(data), [data]);
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / HOME_PAGE_SIZE));

  // a link or Back to a page the list no longer has (doctors blocked since) shows its last page
  const pastTheEnd = data !== undefined && !isFetching && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, true);
  }, [pastTheEnd, lastPage, setPage]);

  let results;
  if (isLoading) {
    results = (
      <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
        {Array.from({ length: HOME_PAGE_SIZE }, (_, i) => (
          <Col key={i} {...CELL}>
            <Panel loading>
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            </Panel>
          </Col>
        ))}
      </Row>
    );
  } else if (total === 0 && finder.filtered) {
    results = (
      <Empty description={intl.formatMessage(messages.noMatch)}>
        <Button onClick={finder.clearFilters}>{intl.formatMessage(messages.clearFilters)}</Button>
      </Empty>
    );
  } else if (total === 0) {
    results = <Empty description={intl.formatMessage(messages.noDoctors)} />;
  } else {
    results = (
      <>
        <Row
          gutter={[16, 16]}
          role="list"
          aria-label={intl.formatMessage(messages.approvedDoctors)}
          aria-busy={isFetching}
        >
          {doctors.map((doctor) => (
            <Col key={doctor._id} {...CELL} role="listitem">
              <DoctorCard doctor={doctor} />
            </Col>
          ))}
        </Row>
        <div style={{ marginTop: 24 }}>
          <Pager
            label={intl.formatMessage(messages.pages)}
            current={Math.min(page, lastPage)}
            pageSize={HOME_PAGE_SIZE}
            total={total}
            onChange={setPage}
          />
        </div>
      </>
    );
  }
  return (
    <>
      <DoctorFinder finder={finder} />
      {results}
    </>
  );
}
