import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { getIntl } from '../../../i18n/intl';
import {
  appointmentTimeText,
  clinicDateOf,
  displayDateOrNull,
  doctorFullName,
  isRequest,
  knownStatus,
  PATIENT_BOOKED_BY_TEXT,
  patientText,
  scheduledDateText,
  STATUS_TEXT,
} from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { clinicDaysText } from '../../../lib/clinicTime/clinicDayText';
import { whenWords } from '../whenWords';

/** What a missing value reads as in an exported file: column data, the same in every language. */
const MISSING = 'N/A';

/** The words of an export: its headings, file names and sheet name (the cells are the data). */
const messages = defineMessages({
  patient: { id: 'appointments.export.patient', defaultMessage: 'Patient' },
  service: { id: 'appointments.export.service', defaultMessage: 'Service' },
  clinicDay: { id: 'appointments.export.clinicDay', defaultMessage: 'Clinic Day' },
  status: { id: 'appointments.export.status', defaultMessage: 'Status' },
  scheduledDate: { id: 'appointments.export.scheduledDate', defaultMessage: 'Scheduled Date' },
  appointmentTime: { id: 'appointments.export.appointmentTime', defaultMessage: 'Appointment Time' },
  doctor: { id: 'appointments.export.doctor', defaultMessage: 'Doctor' },
  date: { id: 'appointments.export.date', defaultMessage: 'Date' },
  time: { id: 'appointments.export.time', defaultMessage: 'Time' },
  doctorFileName: { id: 'appointments.export.doctorFileName', defaultMessage: 'doctor-appointments' },
  adminFileName: { id: 'appointments.export.adminFileName', defaultMessage: 'appointments' },
  sheetName: { id: 'appointments.export.sheetName', defaultMessage: 'Appointments' },
});

interface ExportColumn {
  header: MessageDescriptor;
  /** The cell's text; statuses and 'Not set' are said in `intl`'s language. */
  cell: (a: Appointment, intl: IntlShape) => string | null | undefined;
}

/** One export's file name (without extension) and columns; the sheet is always 'Appointments'. */
interface ExportLayout {
  fileName: MessageDescriptor;
  columns: ExportColumn[];
}

/** An export ready for Excel or PDF: a header row and one row of texts per appointment. */
export interface ExportTable {
  fileName: string;
  headers: string[];
  rows: string[][];
}

const patient: ExportColumn = {
  header: messages.patient,
  cell: (a, intl) => patientText(a, '', (values) => intl.formatMessage(PATIENT_BOOKED_BY_TEXT, values)),
};
const service: ExportColumn = { header: messages.service, cell: (a) => a.doctorInfo?.service };
const clinicDay: ExportColumn = {
  header: messages.clinicDay,
  cell: (a, intl) => clinicDaysText(intl, a.doctorInfo?.clinicDay),
};
const status: ExportColumn = {
  header: messages.status,
  cell: (a, intl) => (a.status ? intl.formatMessage(STATUS_TEXT[knownStatus(a.status)]) : null),
};

/**
 * doctor-appointments.xlsx / .pdf. Scheduled Date and Appointment Time say what the doctor's list
 * says: the scheduled date and time, a pending request's asked-for ones marked 'Requested: …', else
 * 'Not set'.
 */
export const DOCTOR_EXPORT: ExportLayout = {
  fileName: messages.doctorFileName,
  columns: [
    patient,
    service,
    clinicDay,
    { header: messages.scheduledDate, cell: (a, intl) => scheduledDateText(a, whenWords(intl)) },
    { header: messages.appointmentTime, cell: (a, intl) => appointmentTimeText(a, whenWords(intl)) },
    status,
  ],
};

/** A pending request's date or time marked as requested, as the lists mark it. */
const requestedIfPending = (a: Appointment, when: string | null, intl: IntlShape) =>
  when && isRequest(a) ? whenWords(intl).requested(when) : when;

/**
 * appointments.xlsx / .pdf. Date and Time are when the visit happens (the schedule date once set,
 * else the requested date, as DD-MM-YYYY; the time as HH:mm), so every row says its day and hour; a
 * pending request's are marked 'Requested: …'.
 */
export const ADMIN_EXPORT: ExportLayout = {
  fileName: messages.adminFileName,
  columns: [
    patient,
    service,
    { header: messages.doctor, cell: (a) => (a.doctorInfo ? doctorFullName(a) : null) },
    clinicDay,
    {
      header: messages.date,
      cell: (a, intl) => requestedIfPending(a, displayDateOrNull(clinicDateOf(a)), intl),
    },
    { header: messages.time, cell: (a, intl) => requestedIfPending(a, a.time || null, intl) },
    status,
  ],
};

/** The layouts by the name a desk gives (the desk does not carry the layouts' code until an export). */
export const EXPORT_LAYOUTS = { admin: ADMIN_EXPORT, doctor: DOCTOR_EXPORT } as const;
export type ExportLayoutName = keyof typeof EXPORT_LAYOUTS;

/** One appointment as the export's texts, 'N/A' for any blank or missing value. */
export function toExportCells(layout: ExportLayout, intl: IntlShape = getIntl()) {
  return (a: Appointment): string[] =>
    layout.columns.map((column) => {
      const text = column.cell(a, intl)?.trim();
      return text ? text : MISSING;
    });
}

/** The export's file name (without extension) and header row, in `intl`'s language. */
export function exportWords(layout: ExportLayout, intl: IntlShape = getIntl()) {
  return {
    fileName: intl.formatMessage(layout.fileName),
    headers: layout.columns.map((column) => intl.formatMessage(column.header)),
  };
}

/** The sheet an Excel export's rows are on. */
export const exportSheetName = (intl: IntlShape = getIntl()) => intl.formatMessage(messages.sheetName);

/** The rows as the export's texts. */
export function toExportTable(
  layout: ExportLayout,
  appointments: readonly Appointment[],
  intl: IntlShape = getIntl(),
): ExportTable {
  return { ...exportWords(layout, intl), rows: appointments.map(toExportCells(layout, intl)) };
}
