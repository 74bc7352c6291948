import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { errorEnvelope, errorMessage } from '../../../lib/api/api';
import { DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';
import { TIME_FORMAT } from '../../../lib/clinicTime/bookingRules';
import type { SeriesDateTaken, SeriesEvery } from '../../../../shared/schemas/series';
import type { SeriesOccurrence } from '../../../../shared/answers/series';
import {
  occurrencesAdapter,
  useBookSeriesMutation,
  usePlanSeriesMutation,
  type CoursePlan,
} from '../seriesApi';

/** What the person chooses before 'Check dates'. */
interface CourseChoice {
  patientId?: string;
  firstDate: Dayjs | null;
  time: Dayjs | null;
  every: SeriesEvery;
  count: number;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', as requests carry dates. */
const requestDate = (iso: string) => dayjs(iso).format(DATE_FORMAT);

/** The 409 of book-series: the date that lost its last place meanwhile, and its alternative. */
function takenDate(error: unknown): SeriesDateTaken | null {
  const envelope = errorEnvelope(error) as (SeriesDateTaken & { data?: SeriesDateTaken }) | undefined;
  const taken = envelope?.data?.date ? envelope.data : envelope;
  return taken?.date ? { full: true, date: taken.date, alternative: taken.alternative ?? null } : null;
}

/**
 * A course being booked: the plan the server answered, which the person edits (takes an
 * alternative, drops a date) before booking exactly the dates left. Changing a choice clears the plan;
 * a date that lost its last place while booking comes back refused, with its alternative.
 */
export function useCoursePlan(doctorId: string, fixedPatientId?: string) {
  const [choice, setChoice] = useState<CourseChoice>({
    patientId: fixedPatientId,
    firstDate: null,
    time: null,
    every: 'week',
    count: 6,
  });
  const [plan, setPlan] = useState<CoursePlan | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [planSeries, planning] = usePlanSeriesMutation();
  const [bookSeries, booking] = useBookSeriesMutation();

  const occurrences = plan ? occurrencesAdapter.getSelectors().selectAll(plan) : [];
  const confirmed = occurrences.filter((o) => o.ok);
  const unresolved = occurrences.filter((o) => !o.ok);
  const forWhom = choice.patientId ? { patientId: choice.patientId } : {};
  const time = choice.time?.format(TIME_FORMAT);

  const choose = (change: Partial<CourseChoice>) => {
    setChoice((current) => ({ ...current, ...change }));
    setPlan(null);
    setRefusal(null);
  };

  const check = async () => {
    if (!choice.firstDate) return;
    setRefusal(null);
    try {
      const answer = await planSeries({
        doctorId,
        ...forWhom,
        firstDate: choice.firstDate.format(DATE_FORMAT),
        ...(time ? { time } : {}),
        every: choice.every,
        count: choice.count,
      }).unwrap();
      setPlan(answer);
    } catch (error) {
      setPlan(null);
      setRefusal(errorMessage(error));
    }
  };

  const edit = (change: (current: CoursePlan) => CoursePlan) =>
    setPlan((current) => (current ? change(current) : current));

  /** The refused date gives way to its alternative, which the server said can take the visit. */
  const takeAlternative = (refused: SeriesOccurrence) => {
    if (refused.ok || !refused.alternative) return;
    const alternative = refused.alternative;
    edit((current) =>
      occurrencesAdapter.upsertOne(occurrencesAdapter.removeOne(current, refused.date), {
        date: alternative,
        ok: true,
      }),
    );
  };

  const drop = (date: string) => edit((current) => occurrencesAdapter.removeOne(current, date));

  /** Books the confirmed dates; answers the booked course, or null when nothing was booked. */
  const book = async () => {
    if (!plan || confirmed.length === 0 || unresolved.length > 0) return null;
    setRefusal(null);
    try {
      const answer = await bookSeries({
        doctorId,
        ...forWhom,
        ...(plan.time ? { time: plan.time } : time ? { time } : {}),
        dates: confirmed.map((o) => requestDate(o.date)),
      }).unwrap();
      return answer;
    } catch (error) {
      const taken = takenDate(error);
      const message = errorMessage(error);
      if (taken) {
        const iso = occurrences.find(
          (o) => o.date === taken.date || requestDate(o.date) === taken.date,
        )?.date;
        if (iso) {
          edit((current) =>
            occurrencesAdapter.upsertOne(current, {
              date: iso,
              ok: false,
              code: 'full',
              reason: message,
              alternative: taken.alternative,
            }),
          );
        }
      }
      setRefusal(message);
      return null;
    }
  };

  return {
    choice,
    choose,
    plan,
    occurrences,
    confirmed,
    unresolved,
    refusal,
    check,
    takeAlternative,
    drop,
    book,
    checking: planning.isLoading,
    booking: booking.isLoading,
  };
}
