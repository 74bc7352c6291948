import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { getIntl } from '../../../i18n/intl';
import {
  clinicDateOf,
  doctorFullName,
  knownStatus,
  NOT_SET_TEXT,
  PATIENT_BOOKED_BY_TEXT,
  patientText,
  scheduledDateText,
  STATUS_TEXT,
} from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';
import { clinicDaysText } from '../../../lib/clinicTime/clinicDayText';

/** What a missing value reads as in an exported file: column data, the same in every language. */
const MISSING = 'N/A';

/** The words of an export: its headings, file names and sheet name (the cells are the data). */
const messages = defineMessages({
  patient: { id: 'appointments.export.patient', defaultMessage: 'Patient' },
  service: { id: 'appointments.export.service', defaultMessage: 'Service' },
  clinicDay: { id: 'appointments.export.clinicDay', defaultMessage: 'Clinic Day' },
  status: { id: 'appointments.export.status', defaultMessage: 'Status' },
  scheduledDate: { id: 'appointments.export.scheduledDate', defaultMessage: 'Scheduled Date' },
  doctor: { id: 'appointments.export.doctor', defaultMessage: 'Doctor' },
  date: { id: 'appointments.export.date', defaultMessage: 'Date' },
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

/** doctor-appointments.xlsx / .pdf; Scheduled Date follows the display rule ('Not set'). */
export const DOCTOR_EXPORT: ExportLayout = {
  fileName: messages.doctorFileName,
  columns: [
    patient,
    service,
    clinicDay,
    {
      header: messages.scheduledDate,
      cell: (a, intl) => scheduledDateText(a, intl.formatMessage(NOT_SET_TEXT)),
    },
    status,
  ],
};

/**
 * appointments.xlsx / .pdf. The column is named only 'Date': it is the clinic date the
 * visit happens on (the schedule date once set, else the requested date), as DD-MM-YYYY, so a pending
 * row still says which day was asked for.
 */
export const ADMIN_EXPORT: ExportLayout = {
  fileName: messages.adminFileName,
  columns: [
    patient,
    service,
    { header: messages.doctor, cell: (a) => (a.doctorInfo ? doctorFullName(a) : null) },
    clinicDay,
    { header: messages.date, cell: (a) => displayDate(clinicDateOf(a)) },
    status,
  ],
};

/** The layouts by the name a desk gives (the desk does not carry the layouts' code until an export). */
export const EXPORT_LAYOUTS = { admin: ADMIN_EXPORT, doctor: DOCTOR_EXPORT } as const;
export type ExportLayoutName = keyof typeof EXPORT_LAYOUTS;

function displayDate(date: string | null | undefined): string | null {
  try {
    return date ? formatDisplayDate(date) : null;
  } catch {
    return null; // not a calendar date: exported as missing
  }
}

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
