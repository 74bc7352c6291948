import {
  clinicDateOf,
  doctorFullName,
  knownStatus,
  patientText,
  scheduledDateText,
  STATUS_LABELS,
} from '../../../../shared/appointmentDisplay';
import { formatDisplayDate } from '../../../../shared/clinicDays';
import type { Appointment } from '../../../../shared/schemas/appointments';

/** What a missing value reads as in an exported file (spec 7). */
export const MISSING = 'N/A';

interface ExportColumn {
  header: string;
  cell: (a: Appointment) => string | null | undefined;
}

/** One export's file name (without extension) and columns; the sheet is always 'Appointments'. */
export interface ExportLayout {
  fileName: string;
  columns: ExportColumn[];
}

/** An export ready for Excel or PDF: a header row and one row of texts per appointment. */
export interface ExportTable {
  fileName: string;
  headers: string[];
  rows: string[][];
}

const patient: ExportColumn = { header: 'Patient', cell: (a) => patientText(a) };
const service: ExportColumn = { header: 'Service', cell: (a) => a.doctorInfo?.service };
const clinicDay: ExportColumn = { header: 'Clinic Day', cell: (a) => a.doctorInfo?.clinicDay?.join(', ') };
const status: ExportColumn = {
  header: 'Status',
  cell: (a) => (a.status ? STATUS_LABELS[knownStatus(a.status)] : null),
};

/** doctor-appointments.xlsx / .pdf (spec 7); Scheduled Date follows the display rule ('Not set'). */
export const DOCTOR_EXPORT: ExportLayout = {
  fileName: 'doctor-appointments',
  columns: [
    patient,
    service,
    clinicDay,
    { header: 'Scheduled Date', cell: (a) => scheduledDateText(a) },
    status,
  ],
};

/**
 * appointments.xlsx / .pdf (spec 7). The spec names the column only 'Date': it is the clinic date the
 * visit happens on (the schedule date once set, else the requested date), as DD-MM-YYYY, so a pending
 * row still says which day was asked for.
 */
export const ADMIN_EXPORT: ExportLayout = {
  fileName: 'appointments',
  columns: [
    patient,
    service,
    { header: 'Doctor', cell: (a) => (a.doctorInfo ? doctorFullName(a) : null) },
    clinicDay,
    { header: 'Date', cell: (a) => displayDate(clinicDateOf(a)) },
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
export function toExportCells(layout: ExportLayout) {
  return (a: Appointment): string[] =>
    layout.columns.map((column) => {
      const text = column.cell(a)?.trim();
      return text ? text : MISSING;
    });
}

/** The rows as the export's texts. */
export function toExportTable(layout: ExportLayout, appointments: readonly Appointment[]): ExportTable {
  return {
    fileName: layout.fileName,
    headers: layout.columns.map((column) => column.header),
    rows: appointments.map(toExportCells(layout)),
  };
}
