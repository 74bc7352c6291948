import { Button, Descriptions, Flex, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import StatusTag from '../../../components/StatusTag';
import { clinicDateOf } from '../../../../shared/appointmentDisplay';
import { formatLongDateTime } from '../../../../shared/momentFormats';
import type { Appointment } from '../../../../shared/schemas/appointments';
import CalendarExportMenu from '../calendar/CalendarExportMenu';
import { canExportToCalendar } from '../calendar/calendarEvent';
import { doctorNameOf } from './userAppointmentColumns';
import './appointmentPrint.css';

/**
 * 'Appointment Details' (spec 2.4): the visit at a glance, printable on its own (appointmentPrint.css
 * leaves out the page, the buttons and the calendar menu), with calendar export once scheduled.
 */
export default function AppointmentDetailsModal({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title="Appointment Details"
      rootClassName="appointment-details-modal"
      classNames={{ container: 'printable' }}
      onCancel={onClose}
      footer={[
        <Button key="print" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'doctor', label: 'Doctor', children: doctorNameOf(appointment) },
          { key: 'service', label: 'Service', children: appointment.doctorInfo.service },
          { key: 'location', label: 'Location', children: appointment.doctorInfo.location },
          {
            key: 'date',
            label: 'Date',
            children: formatLongDateTime(clinicDateOf(appointment), appointment.time),
          },
          { key: 'status', label: 'Status', children: <StatusTag status={appointment.status} /> },
          ...(appointment.status === 'cancelled' && appointment.cancelReason
            ? [{ key: 'reason', label: 'Cancel reason', children: appointment.cancelReason }]
            : []),
        ]}
      />
      {canExportToCalendar(appointment) && (
        <Flex justify="flex-end" className="no-print" style={{ marginTop: 16 }}>
          <CalendarExportMenu appointment={appointment} />
        </Flex>
      )}
    </Modal>
  );
}
