import { useMemo, useState } from 'react';
import { Button, Flex, Result, Select, Skeleton } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import Typography from '../../../components/Typography';
import DotSeparated from '../../../components/DotSeparated';
import PhoneNumber from '../../../components/PhoneNumber';
import { errorMessage } from '../../../lib/api/api';
import { useAppSelector } from '../../../lib/store/hooks';
import { pageRows } from '../../../lib/api/pagedList';
import { selectRole } from '../../auth';
import { useGetApprovedDoctorsQuery, useGetDoctorByIdQuery } from '../../doctors';
import {
  deskAppointmentsPath,
  deskTodayPath,
  findPatientPath,
  useGetDeskPatientQuery,
  type DeskBookingState,
} from '../../patients';
import BookingCard from '../components/BookingCard';

const DOCTOR_CHOICES = 20;

const doctorOption = defineMessage<{ firstName: string; lastName: string; service: string }>({
  id: 'booking.desk.doctorOption',
  defaultMessage: 'Dr. {firstName} {lastName} · {service}',
});
const bookFor = defineMessage<{ name: string }>({
  id: 'booking.desk.bookFor',
  defaultMessage: 'Book for {name}',
});

const messages = defineMessages({
  patientLoadFailed: { id: 'booking.desk.patientLoadFailed', defaultMessage: 'Could not load this patient' },
  searchAgain: {
    id: 'booking.desk.searchAgain',
    defaultMessage: 'Search for the patient again, or register them.',
  },
  backToFind: { id: 'booking.desk.backToFind', defaultMessage: 'Back to Find or register patient' },
  doctorLoadFailed: { id: 'booking.desk.doctorLoadFailed', defaultMessage: 'Could not load this doctor' },
  bookForChosen: { id: 'booking.desk.bookForChosen', defaultMessage: 'Book for the chosen patient' },
  doctor: { id: 'booking.desk.doctor', defaultMessage: 'Doctor' },
  chooseDoctor: { id: 'booking.desk.chooseDoctor', defaultMessage: 'Choose a doctor' },
  hint: {
    id: 'booking.desk.hint',
    defaultMessage:
      'Choose the doctor the patient wants to see; the visit is approved as soon as it is booked.',
  },
  retry: { id: 'booking.desk.retry', defaultMessage: 'Try again' },
});

/**
 * Desk booking, at /staff/patients/:patientId/book and its admin alias: the desk picks a
 * doctor (kept in the URL as ?doctorId=) and books with the patients' own card for the patient
 * chosen on Find or register patient. The visit is approved at once; a walk-in is booked for today.
 */
export default function DeskBookingPage() {
  const intl = useIntl();
  const patientId = useParams().patientId ?? '';
  // the name Find or register patient passed on shows at once; the record (after a reload too) follows
  const statedName = (useLocation().state as DeskBookingState | null)?.patientName;
  const patient = useGetDeskPatientQuery(patientId, { skip: !patientId });
  const patientName = patient.data?.name ?? statedName;
  const role = useAppSelector(selectRole);
  const [params, setParams] = useSearchParams();
  const doctorId = params.get('doctorId') ?? '';
  const [search, setSearch] = useState('');
  const doctors = useGetApprovedDoctorsQuery({
    search: search.trim() || undefined,
    pageSize: DOCTOR_CHOICES,
  });
  const options = useMemo(
    () =>
      pageRows(doctors.data).map((d) => ({
        value: d._id,
        label: intl.formatMessage(doctorOption, {
          firstName: d.firstName,
          lastName: d.lastName,
          service: d.service,
        }),
      })),
    [doctors.data, intl],
  );
  const doctor = useGetDoctorByIdQuery(doctorId, { skip: !doctorId });

  if (patient.isError) {
    return (
      <Result
        status="warning"
        title={errorMessage(patient.error, intl.formatMessage(messages.patientLoadFailed))}
        subTitle={intl.formatMessage(messages.searchAgain)}
        extra={<Link to={findPatientPath(role)}>{intl.formatMessage(messages.backToFind)}</Link>}
      />
    );
  }

  let card = null;
  if (doctor.isFetching && !doctor.data) card = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (doctor.isError) {
    card = (
      <Result
        status="error"
        title={intl.formatMessage(messages.doctorLoadFailed)}
        subTitle={errorMessage(doctor.error)}
      />
    );
  } else if (doctorId && doctor.data) {
    card = (
      <BookingCard
        key={`${doctorId}|${patientId}`}
        doctor={doctor.data}
        desk={{
          patientId,
          doneRoute: deskAppointmentsPath(role),
          confirmation: { todayRoute: deskTodayPath(role), patientName: patientName ?? '' },
        }}
      />
    );
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {patientName
              ? intl.formatMessage(bookFor, { name: patientName })
              : intl.formatMessage(messages.bookForChosen)}
          </Typography.Title>
          {patient.data && (
            <Typography.Text type="secondary">
              <DotSeparated
                parts={[
                  patient.data.phone && <PhoneNumber key="phone" phone={patient.data.phone} />,
                  patient.data.email,
                ]}
              />
            </Typography.Text>
          )}
        </Flex>
        <Link to={findPatientPath(role)}>{intl.formatMessage(messages.backToFind)}</Link>
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor="desk-doctor">{intl.formatMessage(messages.doctor)}</label>
        <Select<string>
          id="desk-doctor"
          placeholder={intl.formatMessage(messages.chooseDoctor)}
          value={doctorId || undefined}
          options={options}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={doctors.isFetching}
          onChange={(chosen) => setParams({ doctorId: chosen }, { replace: true })}
          style={{ width: '100%', maxWidth: 480 }}
        />
      </Flex>
      {card}
      {!doctorId && <Typography.Text type="secondary">{intl.formatMessage(messages.hint)}</Typography.Text>}
      {doctorId && !card && (
        <Button onClick={() => void doctor.refetch()} style={{ alignSelf: 'start' }}>
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
    </Flex>
  );
}
