import moment from 'moment';

/**
 * The one home of moment (design card): long display formats. Imported only by lazily loaded
 * screens; webpack leaves out moment's locale bundle.
 */

/** 'MMMM Do YYYY, h:mm a' (the appointment details' date) of a clinic date 'YYYY-MM-DD' and time 'HH:mm'. */
export function formatLongDateTime(date: string, time: string): string {
  return moment(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true).format('MMMM Do YYYY, h:mm a');
}
