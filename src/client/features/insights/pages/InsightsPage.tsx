import { useEffect, useMemo } from 'react';
import { Button, Flex } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectRole } from '../../auth';
import { useInsightsParams } from '../useInsightsParams';
import InsightsFilterBar from '../components/InsightsFilterBar';
import HeadlineFigures from '../components/HeadlineFigures';
import InsightsPreparing, { preparingFraction } from '../components/InsightsPreparing';
import { useGetInsightsSummaryQuery } from '../insightsApi';
import { preloadCharts } from '../components/ChartCard';
import SeriesChart from '../charts/SeriesChart';
import BreakdownChart from '../charts/BreakdownChart';
import BusyHoursChart from '../charts/BusyHoursChart';
import DoctorRanking from '../charts/DoctorRanking';
import DoctorTable from '../charts/DoctorTable';
import { bookingsChart, ratesChart, waitlistChart } from '../charts/seriesCharts';
import { cancelNoticeChart, locationsChart, servicesChart } from '../charts/breakdownCharts';
import { useStatusColour } from '../charts/useStatusColour';
import '../insights.css';

/** How often the page asks again while the figures are being counted. */
const PREPARING_POLL_MS = 5000;

/**
 * Insights, at /admin/insights and /staff/insights for every doctor's visits and at
 * /doctor/insights for the doctor's own: headline figures against the previous period and charts
 * over a range (the last 90 days unless the URL says otherwise), filtered by doctor, service and
 * location. The range, the filters and the charts' choices live in the URL.
 */
export default function InsightsPage() {
  const role = useAppSelector(selectRole);
  const clinicWide = role === 'admin' || role === 'staff';
  const params = useInsightsParams(clinicWide);
  const { filters } = params;
  const colourOf = useStatusColour();
  const intl = useIntl();
  // while the server counts the figures again it answers 503 with its progress: ask every few seconds
  const summary = useGetInsightsSummaryQuery(filters);
  const preparing = summary.data ? null : preparingFraction(summary.error);
  const { refetch } = summary;
  useEffect(() => {
    if (preparing === null) return undefined;
    const timer = setInterval(() => void refetch(), PREPARING_POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, refetch]);
  // the charting library downloads while the figures are asked for, not after the first answer
  useEffect(preloadCharts, []);
  // the charts' words are said in the language on screen: a new language draws them again
  const charts = useMemo(
    () => ({
      bookings: bookingsChart(colourOf, intl),
      rates: ratesChart(colourOf, intl),
      cancelNotice: cancelNoticeChart(colourOf('cancelled'), intl),
      services: servicesChart(intl),
      locations: locationsChart(intl),
      waitlist: waitlistChart(intl),
    }),
    [colourOf, intl],
  );

  return (
    <div className="insights-page">
      <Flex wrap gap="small" align="center" justify="space-between">
        <Typography.Title level={2} style={{ margin: 0 }}>
          <FormattedMessage id="insights.page.title" defaultMessage="Insights" />
        </Typography.Title>
        <Button
          className="insights-no-print"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          <FormattedMessage id="insights.page.print" defaultMessage="Print" />
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        {clinicWide ? (
          <FormattedMessage
            id="insights.page.clinicIntro"
            defaultMessage="How the clinic is doing over the period: every figure belongs to the date of the visit."
          />
        ) : (
          <FormattedMessage
            id="insights.page.doctorIntro"
            defaultMessage="How your visits are going over the period: every figure belongs to the date of the visit."
          />
        )}
      </Typography.Paragraph>
      <InsightsFilterBar params={params} showDoctor={clinicWide} />
      {preparing !== null ? (
        <InsightsPreparing error={summary.error} done={preparing} />
      ) : (
        <InsightsFigures filters={filters} clinicWide={clinicWide} charts={charts} params={params} />
      )}
    </div>
  );
}

function InsightsFigures({
  filters,
  clinicWide,
  charts,
  params,
}: {
  filters: ReturnType<typeof useInsightsParams>['filters'];
  clinicWide: boolean;
  charts: {
    bookings: ReturnType<typeof bookingsChart>;
    rates: ReturnType<typeof ratesChart>;
    cancelNotice: ReturnType<typeof cancelNoticeChart>;
    services: ReturnType<typeof servicesChart>;
    locations: ReturnType<typeof locationsChart>;
    waitlist: ReturnType<typeof waitlistChart>;
  };
  params: ReturnType<typeof useInsightsParams>;
}) {
  return (
    <>
      <HeadlineFigures filters={filters} />
      <div className="insights-grid">
        <SeriesChart def={charts.bookings} filters={filters} wide />
        <SeriesChart def={charts.rates} filters={filters} />
        <BreakdownChart def={charts.cancelNotice} filters={filters} />
        <BusyHoursChart filters={filters} metric={params.busy} onMetric={params.setBusy} />
        {clinicWide && <DoctorRanking filters={filters} metric={params.rank} onMetric={params.setRank} />}
        {clinicWide && <DoctorTable filters={filters} />}
        <BreakdownChart def={charts.services} filters={filters} />
        <BreakdownChart def={charts.locations} filters={filters} />
        <SeriesChart def={charts.waitlist} filters={filters} wide />
      </div>
    </>
  );
}
