import { lazy, Suspense } from 'react';
import { Flex } from 'antd';
import { FormattedMessage } from 'react-intl';
import Typography from '../../../components/Typography';
import DoctorGrid from '../finder/DoctorGrid';
import HomeCarousel from '../finder/HomeCarousel';
import { PatientAppointmentsPanel, useKeepUpcomingVisits } from '../../appointments';
import { useOnline } from '../../../lib/connection';
import OfflinePatientHome from '../home/OfflinePatientHome';

// the patient's place in line today downloads beside the page, not with it
const QueuePlaceCards = lazy(() =>
  import(/* webpackChunkName: "queue-place" */ '../../today').then((m) => ({ default: m.QueuePlaceCards })),
);

/**
 * The patient's home at /: carousel, the booking invitation and the
 * approved doctors, within 1000 px. Offline, what the device kept of the patient's visits and
 * place in line (OfflinePatientHome); online, each of those reads is kept as it arrives.
 */
export default function PatientHomePage() {
  const online = useOnline();
  useKeepUpcomingVisits(online);
  if (!online) return <OfflinePatientHome />;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
      <Suspense fallback={null}>
        <QueuePlaceCards />
      </Suspense>
      <HomeCarousel />
      <section aria-labelledby="book-with-us">
        <Typography.Title level={2} id="book-with-us">
          <FormattedMessage id="doctors.patientHome.bookTitle" defaultMessage="Book Appointment with Us" />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage
            id="doctors.patientHome.bookText"
            defaultMessage="Schedule a consultation with our experienced doctors at your convenience."
          />
        </Typography.Paragraph>
      </section>
      <section aria-labelledby="meet-our-doctors">
        <Typography.Title level={2} id="meet-our-doctors">
          <FormattedMessage id="doctors.patientHome.meetDoctors" defaultMessage="Meet Our Doctors" />
        </Typography.Title>
        <DoctorGrid />
      </section>
      <PatientAppointmentsPanel />
    </Flex>
  );
}
