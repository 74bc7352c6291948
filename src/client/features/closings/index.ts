/**
 * What other features may use from closed clinic days: the booking pickers' closed (and full) dates and
 * why the doctor is away, the 'Close clinic day' and 'Record leave' actions and the closings table.
 */
export { useBlockedDates, useClosedDates, useClosedDatesSettled, type DoctorBlocks } from './useClosedDates';
export { default as CloseClinicDayButton } from './components/CloseClinicDayButton';
export { default as ClosedClinicDaysTable } from './components/ClosedClinicDaysTable';
export { default as ClosedDatesNote } from './components/ClosedDatesNote';
export { default as RecordLeaveButton } from './leave/RecordLeaveButton';
