import { useMemo, useState } from 'react';
import { Button, Flex, Result, Select, Skeleton } from 'antd';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { useAppSelector } from '../../../app/hooks';
import { pageRows } from '../../../app/pagedList';
import { selectRole } from '../../auth';
import { useGetApprovedDoctorsQuery, useGetDoctorByIdQuery } from '../../doctors';
import {
  deskAppointmentsPath,
  findPatientPath,
  useGetDeskPatientQuery,
  type DeskBookingState,
} from '../../patients';
import BookingCard from '../components/BookingCard';

const DOCTOR_CHOICES = 20;

/**
 * Desk booking (issue 21), at /staff/patients/:patientId/book and its admin alias: the desk picks a
 * doctor (kept in the URL as ?doctorId=) and books with the patients' own card for the patient
 * chosen on Find or register patient. The visit is approved at once; a walk-in is booked for today.
 */
export default function DeskBookingPage() {
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
        label: `Dr. ${d.firstName} ${d.lastName} · ${d.service}`,
      })),
    [doctors.data],
  );
  const doctor = useGetDoctorByIdQuery(doctorId, { skip: !doctorId });

  if (patient.isError) {
    return (
      <Result
        status="warning"
        title={errorMessage(patient.error, 'Could not load this patient')}
        subTitle="Search for the patient again, or register them."
        extra={<Link to={findPatientPath(role)}>Back to Find or register patient</Link>}
      />
    );
  }

  let card = null;
  if (doctor.isFetching && !doctor.data) card = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (doctor.isError) {
    card = <Result status="error" title="Could not load this doctor" subTitle={errorMessage(doctor.error)} />;
  } else if (doctorId && doctor.data) {
    card = (
      <BookingCard
        key={`${doctorId}|${patientId}`}
        doctor={doctor.data}
        desk={{ patientId, doneRoute: deskAppointmentsPath(role) }}
      />
    );
  }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {patientName ? `Book for ${patientName}` : 'Book for the chosen patient'}
          </Typography.Title>
          {patient.data && (
            <Typography.Text type="secondary">
              {[patient.data.phone, patient.data.email].filter(Boolean).join(' · ')}
            </Typography.Text>
          )}
        </Flex>
        <Link to={findPatientPath(role)}>Back to Find or register patient</Link>
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor="desk-doctor">Doctor</label>
        <Select<string>
          id="desk-doctor"
          placeholder="Choose a doctor"
          value={doctorId || undefined}
          options={options}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={doctors.isFetching}
          onChange={(chosen) => setParams({ doctorId: chosen }, { replace: true })}
          style={{ width: '100%', maxWidth: 480 }}
        />
      </Flex>
      {card}
      {!doctorId && (
        <Typography.Text type="secondary">
          Choose the doctor the patient wants to see; the visit is approved as soon as it is booked.
        </Typography.Text>
      )}
      {doctorId && !card && (
        <Button onClick={() => void doctor.refetch()} style={{ alignSelf: 'start' }}>
          Try again
        </Button>
      )}
    </Flex>
  );
}
