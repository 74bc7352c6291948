import type { Dayjs } from 'dayjs';
import type { Doctor } from '../../../../shared/types';
import { DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';

/** Whose leave: the doctor's id, name, clinic days and service (the substitute shares it). */
export type LeaveDoctor = Pick<Doctor, '_id' | 'firstName' | 'lastName' | 'clinicDay' | 'service'>;

/** The leave dialog's fields. */
export interface LeaveValues {
  range: [Dayjs | null, Dayjs | null] | null;
  reason: string;
  substituteDoctorId?: string;
}

/** The chosen first and last day as the server takes them ('DD-MM-YYYY'), or null while incomplete. */
export function leaveRangeOf(range: LeaveValues['range'] | undefined): { from: string; to: string } | null {
  const [from, to] = range ?? [];
  return from && to ? { from: from.format(DATE_FORMAT), to: to.format(DATE_FORMAT) } : null;
}
