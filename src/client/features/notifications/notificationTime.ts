import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** '5 minutes ago', as each notification shows its age. */
export const relativeTimeText = (iso: string): string => dayjs(iso).fromNow();

/** The full date and time behind the relative text (its tooltip). */
export const fullTimeText = (iso: string): string => dayjs(iso).format('DD-MM-YYYY HH:mm');
