import { useEffect, useRef } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useClosedDatesSettled } from '../../closings';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date a link chose for the booking (`?date=YYYY-MM-DD`, as the FHIR slots' booking links carry
 * it): put in the date picker once the doctor's closed dates are known, and only when the
 * picker itself would offer it. A date that is past, closed, not a clinic day or not a date is left
 * out, and the patient picks as usual. Applied once; the patient's own choice is never replaced.
 * The desk (`skip`) books for a caller and picks its own date.
 */
export function useLinkedDate(
  doctorId: string,
  disabledDate: (date: Dayjs) => boolean,
  choose: (date: Dayjs) => void,
  { skip }: { skip: boolean },
) {
  const [params] = useSearchParams();
  const linked = skip ? null : params.get('date');
  const known = useClosedDatesSettled(doctorId, { skip: !linked });
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !linked || !known) return;
    applied.current = true;
    const date = dayjs(linked);
    if (
      ISO_DATE.test(linked) &&
      date.isValid() &&
      date.format('YYYY-MM-DD') === linked &&
      !disabledDate(date)
    ) {
      choose(date);
    }
  }, [linked, known, disabledDate, choose]);
}
