import { addDays } from '../../../src/shared/clinicDays';
import { clinicToday, DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/clinicTime';

/** Today at the clinic, 'YYYY-MM-DD' (dates in tests are relative to it, never hard-coded). */
export const TODAY = clinicToday(DEFAULT_CLINIC_TIMEZONE);
export const inDays = (n: number) => addDays(TODAY, n);
/** One appointment builder for every client suite (pending, three days ahead, Dr. Ada Eze). */
export { dmy, makeAppointment } from '../appointments-manage/fixtures';
