import dayjs from 'dayjs';
import { formatDisplayDate } from '../../../../shared/clinicDays';

/** 'Tue 12-01-2027': the weekday in the language on screen (dayjs' locale), the app's date shape. */
export const courseDateText = (iso: string) => `${dayjs(iso).format('ddd')} ${formatDisplayDate(iso)}`;
