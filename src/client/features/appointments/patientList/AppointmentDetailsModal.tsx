import { defineMessages, useIntl } from 'react-intl';
import { Button, Descriptions, Flex, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import StatusTag from '../../../components/StatusTag';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectRole } from '../../auth';
import { clinicDateOf, PATIENT_BOOKED_BY_TEXT, patientText } from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import CalendarExportMenu from '../calendar/CalendarExportMenu';
import { canExportToCalendar } from '../calendar/calendarEvent';
import { doctorNameOf } from './userAppointmentColumns';
import AppointmentTexts from './AppointmentTexts';
import { longDateTimeText } from './longDateTime';
import './appointmentPrint.css';
import ArrivalWindowText from '../../../components/ArrivalWindowText';

const messages = defineMessages({
  title: { id: 'appointments.details.title', defaultMessage: 'Appointment Details' },
  print: { id: 'appointments.details.print', defaultMessage: 'Print' },
  close: { id: 'appointments.details.close', defaultMessage: 'Close' },
  patient: { id: 'appointments.details.patient', defaultMessage: 'Patient' },
  doctor: { id: 'appointments.details.doctor', defaultMessage: 'Doctor' },
  service: { id: 'appointments.details.service', defaultMessage: 'Service' },
  location: { id: 'appointments.details.location', defaultMessage: 'Location' },
  date: { id: 'appointments.details.date', defaultMessage: 'Date' },
  status: { id: 'appointments.details.status', defaultMessage: 'Status' },
  cancelReason: { id: 'appointments.details.cancelReason', defaultMessage: 'Cancel reason' },
});

/**
 * 'Appointment Details': the visit at a glance, printable on its own (appointmentPrint.css
 * leaves out the page, the buttons and the calendar menu), with calendar export once scheduled. On a
 * desk (`desk`) it names the patient and leaves calendar export to the patient; to the clinic's
 * desks (staff, admin) it lists the texts sent about the visit.
 */
export default function AppointmentDetailsModal({
  appointment,
  onClose,
  desk = false,
}: {
  appointment: Appointment;
  onClose: () => void;
  desk?: boolean;
}) {
  const intl = useIntl();
  const role = useAppSelector(selectRole);
  const showsTexts = role === 'staff' || role === 'admin';
  return (
    <Modal
      open
      title={intl.formatMessage(messages.title)}
      rootClassName="appointment-details-modal"
      classNames={{ container: 'printable' }}
      onCancel={onClose}
      footer={[
        <Button key="print" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {intl.formatMessage(messages.print)}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>,
      ]}
    >
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          ...(desk
            ? [
                {
                  key: 'patient',
                  label: intl.formatMessage(messages.patient),
                  children: patientText(appointment, '', (values) =>
                    intl.formatMessage(PATIENT_BOOKED_BY_TEXT, values),
                  ),
                },
              ]
            : []),
          {
            key: 'doctor',
            label: intl.formatMessage(messages.doctor),
            children: doctorNameOf(appointment, intl),
          },
          {
            key: 'service',
            label: intl.formatMessage(messages.service),
            children: appointment.doctorInfo.service,
          },
          {
            key: 'location',
            label: intl.formatMessage(messages.location),
            children: appointment.doctorInfo.location,
          },
          {
            key: 'date',
            label: intl.formatMessage(messages.date),
            children: (
              <>
                {longDateTimeText(intl, clinicDateOf(appointment), appointment.time)}
                <ArrivalWindowText arriveFrom={appointment.arriveFrom} arriveBy={appointment.arriveBy} />
              </>
            ),
          },
          {
            key: 'status',
            label: intl.formatMessage(messages.status),
            children: <StatusTag status={appointment.status} confirmedAt={appointment.confirmedAt} />,
          },
          ...(appointment.status === 'cancelled' && appointment.cancelReason
            ? [
                {
                  key: 'reason',
                  label: intl.formatMessage(messages.cancelReason),
                  children: appointment.cancelReason,
                },
              ]
            : []),
        ]}
      />
      {!desk && canExportToCalendar(appointment) && (
        <Flex justify="flex-end" className="no-print" style={{ marginTop: 16 }}>
          <CalendarExportMenu appointment={appointment} />
        </Flex>
      )}
      {showsTexts && <AppointmentTexts appointmentId={appointment._id} />}
    </Modal>
  );
}
