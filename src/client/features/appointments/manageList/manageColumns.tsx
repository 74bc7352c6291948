import type { CSSProperties, ReactNode } from 'react';
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table';
import { instantText } from '../../../lib/clinicTime/instantText';
import {
  doctorFullName,
  followUpDateText,
  knownStatus,
  NOT_SET_TEXT,
  PATIENT_BOOKED_BY_TEXT,
  patientText,
  scheduledAtText,
  STATUS_TEXT,
} from '../../../../shared/appointmentDisplay';
import type { Appointment } from '../../../../shared/schemas/appointments';
import StatusTag from '../../../components/StatusTag';
import CutText from '../../../components/CutText';
import WholeDates from '../../../components/WholeDates';
import WaitingTag from './WaitingTag';
import { SeriesTag } from '../../series';
import type { ListParams } from '../../../lib/searchParams/useListParams';
import { clinicDaysText } from '../../../lib/clinicTime/clinicDayText';
import { whenWords } from '../whenWords';
import ArrivalWindowText from '../../../components/ArrivalWindowText';

const messages = defineMessages({
  missing: { id: 'appointments.manage.missing', defaultMessage: 'N/A' },
  patient: { id: 'appointments.manage.column.patient', defaultMessage: 'Patient' },
  service: { id: 'appointments.manage.column.service', defaultMessage: 'Service' },
  doctor: { id: 'appointments.manage.column.doctor', defaultMessage: 'Doctor Name' },
  clinicDay: { id: 'appointments.manage.column.clinicDay', defaultMessage: 'Clinic Day' },
  scheduledDate: { id: 'appointments.manage.column.scheduledDate', defaultMessage: 'Scheduled Date' },
  followUpDate: { id: 'appointments.manage.column.followUpDate', defaultMessage: 'Followup Date' },
  status: { id: 'appointments.manage.column.status', defaultMessage: 'Status' },
  approvedBy: { id: 'appointments.manage.column.approvedBy', defaultMessage: 'Approved By' },
  approvedAt: { id: 'appointments.manage.column.approvedAt', defaultMessage: 'Approved At' },
  action: { id: 'appointments.manage.column.action', defaultMessage: 'Action' },
});

const DETAILS_LABEL = defineMessage<{ patient: string }>({
  id: 'appointments.manage.detailsLabel',
  defaultMessage: 'Details of the appointment of {patient}',
});

const WHOLE_NAME: CSSProperties = { display: 'block', overflowWrap: 'anywhere' };
/** The same name as a link to the details: wrapping as the plain name does, aligned like it. */
const NAME_LINK: CSSProperties = {
  ...WHOLE_NAME,
  padding: 0,
  height: 'auto',
  whiteSpace: 'normal',
  textAlign: 'start',
};

/** The columns the two desks can show; each key is also the server's sort name for it. */
export type ManageColumnKey =
  | 'patient'
  | 'service'
  | 'doctor'
  | 'clinicDay'
  | 'scheduledDate'
  | 'followUpDate'
  | 'status'
  | 'approvedBy'
  | 'approvedAt';

interface ManageColumn {
  title: MessageDescriptor;
  /**
   * Pixels, padding included. The admin desk's ten columns fit 1366 × 768 with the sidebar open
   * (1,030 px for the table). Each header's longest word fits beside its sort icon (and Service's
   * filter) in the widest of the usual system fonts, DejaVu Sans Bold (Debian's system-ui), so titles
   * wrap between words only (frame.css keeps them from breaking inside one): 'Approved' needs 104 px,
   * 'Followup' 99. Long cell texts are cut with a tooltip.
   */
  width: number;
  /** The cell's text; `missing` is what an unknown value reads as. */
  text: (a: Appointment, missing: string, intl: IntlShape) => string;
  /** Long texts (clinic-day rules, names) stay on one line, cut with '…', whole in a tooltip. */
  ellipsis?: boolean;
  render?: (a: Appointment, intl: IntlShape) => ReactNode;
}

/** 'for <patient> (booked by <booker>)' in the language on screen. */
const patientOf = (a: Appointment, intl: IntlShape) =>
  patientText(a, '', (values) => intl.formatMessage(PATIENT_BOOKED_BY_TEXT, values));

/** Every column the two appointment tables can show, by key. */
const CATALOGUE: Record<ManageColumnKey, ManageColumn> = {
  // the name the desk reads first: whole, wrapping between words rather than cut
  patient: {
    title: messages.patient,
    width: 121,
    text: (a, _missing, intl) => patientOf(a, intl),
    render: (a, intl) => <span style={WHOLE_NAME}>{patientOf(a, intl)}</span>,
  },
  service: { title: messages.service, width: 108, ellipsis: true, text: (a) => a.doctorInfo?.service ?? '' },
  doctor: {
    title: messages.doctor,
    width: 100,
    ellipsis: true,
    text: (a) => (a.doctorInfo ? doctorFullName(a) : ''),
  },
  clinicDay: {
    title: messages.clinicDay,
    width: 80,
    ellipsis: true,
    text: (a, _missing, intl) => clinicDaysText(intl, a.doctorInfo?.clinicDay),
  },
  // the date and time: scheduled, or what a pending request asked for ('Requested: 14-12-2026 10:00')
  scheduledDate: {
    title: messages.scheduledDate,
    width: 112,
    text: (a, _missing, intl) => scheduledAtText(a, whenWords(intl)),
    render: (a, intl) => (
      <>
        <WholeDates text={scheduledAtText(a, whenWords(intl))} />
        <ArrivalWindowText arriveFrom={a.arriveFrom} arriveBy={a.arriveBy} />
        <SeriesTag appointment={a} />
        <WaitingTag count={a.waitlist} />
      </>
    ),
  },
  followUpDate: {
    title: messages.followUpDate,
    width: 100,
    text: (a, _missing, intl) => followUpDateText(a, intl.formatMessage(NOT_SET_TEXT)),
  },
  status: {
    title: messages.status,
    width: 95,
    text: (a, _missing, intl) => intl.formatMessage(STATUS_TEXT[knownStatus(a.status)]),
    render: (a) => <StatusTag status={a.status} cancelReason={a.cancelReason} confirmedAt={a.confirmedAt} />,
  },
  approvedBy: {
    title: messages.approvedBy,
    width: 106,
    ellipsis: true,
    text: (a, missing) => a.approvedByName || missing,
  },
  approvedAt: {
    // 'amincewa' (Hausa: 'Lokacin amincewa') beside its sort icon, unbroken
    title: messages.approvedAt,
    width: 118,
    text: (a, missing) => (a.approvedAt ? instantText(a.approvedAt, { invalid: missing }) : missing),
  },
};

/** The Patient cell of the clinic's desk: the name (or 'for … (booked by …)'), opening the details. */
const detailsLink =
  (details: (a: Appointment) => void) =>
  (a: Appointment, intl: IntlShape): ReactNode => (
    <Button
      type="link"
      style={NAME_LINK}
      aria-label={intl.formatMessage(DETAILS_LABEL, { patient: patientOf(a, intl) })}
      onClick={() => details(a)}
    >
      {patientOf(a, intl)}
    </Button>
  );

/** The Patient cell of a doctor's list: the name opens the patient's record (a visit of theirs: no reason asked). */
const recordLink =
  (path: (a: Appointment) => string) =>
  (a: Appointment, intl: IntlShape): ReactNode => (
    <Link to={path(a)} style={WHOLE_NAME}>
      {patientOf(a, intl)}
    </Link>
  );

/** The Patient column: plain, opening the details (the desks) or the patient's record (a doctor). */
function patientColumn(options: Pick<ManageColumnsOptions, 'details' | 'patientPath'>): ManageColumn {
  if (options.details) return { ...CATALOGUE.patient, render: detailsLink(options.details) };
  if (options.patientPath) return { ...CATALOGUE.patient, render: recordLink(options.patientPath) };
  return CATALOGUE.patient;
}

/** Approve and Reject side by side, or one above the other on a desk of many columns (admin). */
const actionWidth = (columnCount: number) => (columnCount > 6 ? 88 : 160);

interface ManageColumnsOptions {
  keys: readonly ManageColumnKey[];
  sortable: readonly ManageColumnKey[];
  /** What the Service filter offers: the clinic's services (reference data), not the page's rows. */
  services: readonly string[];
  list: Pick<ListParams, 'sortOrder' | 'filteredValue'>;
  action: (a: Appointment) => ReactNode;
  /** The patient's name opens the appointment's details (the clinic's desk). */
  details?: (a: Appointment) => void;
  /** The patient's name opens the patient's record at this path (a doctor's list). */
  patientPath?: (a: Appointment) => string;
  intl: IntlShape;
}

/** Each column's title, for the column chooser. */
export const columnTitles = <K extends ManageColumnKey>(keys: readonly K[], intl: IntlShape) =>
  keys.map((key) => ({ key, title: intl.formatMessage(CATALOGUE[key].title) }));

/** The width the table needs; narrower screens (768 px and below) scroll it sideways. */
export const manageTableWidth = (keys: readonly ManageColumnKey[]) =>
  keys.reduce((sum, key) => sum + CATALOGUE[key].width, actionWidth(keys.length));

/**
 * An appointment table's antd columns. Sorting and the Service filter happen on the server: the
 * columns only show what the URL holds (sortOrder, filteredValue). The Action column stays in view.
 */
export function manageColumns({
  keys,
  sortable,
  services,
  list,
  action,
  details,
  patientPath,
  intl,
}: ManageColumnsOptions) {
  const missing = intl.formatMessage(messages.missing);
  const columns: ColumnsType<Appointment> = keys.map((key) => {
    const column: ManageColumn = key === 'patient' ? patientColumn({ details, patientPath }) : CATALOGUE[key];
    return {
      key,
      title: intl.formatMessage(column.title),
      width: column.width,
      render: (_value: unknown, a: Appointment) =>
        column.render ? (
          column.render(a, intl)
        ) : column.ellipsis ? (
          <CutText text={column.text(a, missing, intl)} />
        ) : (
          column.text(a, missing, intl)
        ),
      ...(sortable.includes(key) ? { sorter: true, sortOrder: list.sortOrder(key) } : {}),
      ...(key === 'service'
        ? {
            filters: services.map((service) => ({ text: service, value: service })),
            filterSearch: services.length > 8,
            filteredValue: list.filteredValue('service'),
          }
        : {}),
    };
  });
  columns.push({
    key: 'action',
    title: intl.formatMessage(messages.action),
    width: actionWidth(keys.length),
    fixed: 'end',
    render: (_value, a) => action(a),
  });
  return columns;
}
