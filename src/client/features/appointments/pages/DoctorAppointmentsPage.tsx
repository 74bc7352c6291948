import { defineMessages, useIntl } from 'react-intl';
import { APPOINTMENT_STATUSES } from '../../../../shared/appointmentDisplay';
import { useGetDoctorAppointmentsQuery } from '../appointmentsApi';
import ManageAppointments from '../manageList/ManageAppointments';
import { useManageTable } from '../manageList/manageTableState';
import { doctorPatientPath } from '../../patients';

const messages = defineMessages({
  title: { id: 'appointments.doctorPage.title', defaultMessage: 'Appointments' },
  exportTitle: { id: 'appointments.doctorPage.exportTitle', defaultMessage: 'Doctor Appointments' },
  excel: { id: 'appointments.doctorPage.excel', defaultMessage: 'Export Excel' },
  pdf: { id: 'appointments.doctorPage.pdf', defaultMessage: 'Export PDF' },
});

/** The doctor's appointments: approve or reject pending requests; a patient's name opens their record. */
export default function DoctorAppointmentsPage() {
  const intl = useIntl();
  const table = useManageTable({ allowsDoctorFilter: false });
  const result = useGetDoctorAppointmentsQuery(table.query);
  return (
    <ManageAppointments
      title={intl.formatMessage(messages.title)}
      table={table}
      result={result}
      columns={['patient', 'service', 'clinicDay', 'scheduledDate', 'status']}
      sortable={['service']}
      statuses={APPOINTMENT_STATUSES}
      patientPath={(a) => doctorPatientPath(a.userInfo._id)}
      exports={{
        path: '/doctor/get-appointments-by-doctor-id',
        layout: 'doctor',
        title: intl.formatMessage(messages.exportTitle),
        excelText: intl.formatMessage(messages.excel),
        pdfText: intl.formatMessage(messages.pdf),
      }}
    />
  );
}
