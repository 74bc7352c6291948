import { doctorFormSchema, type DoctorFormInput } from '../../../../shared/schemas/doctors';
import { fromHHmmPair, toHHmmPair, type TimeRangeValue } from './timeRange';

/** What the antd doctor form holds: the input's fields, possibly empty, and the picker's time pair. */
export type DoctorFormValues = Partial<
  Omit<DoctorFormInput, 'appointmentTime' | 'experience' | 'feePerConsultation'>
> & {
  experience?: number | null;
  feePerConsultation?: number | null;
  appointmentTime?: TimeRangeValue;
};

/** An existing profile (or a prefill) as the form's initial values. */
export function toFormValues(initial: Partial<DoctorFormInput> | undefined): DoctorFormValues {
  if (!initial) return {};
  const { appointmentTime, ...rest } = initial;
  return { ...rest, appointmentTime: fromHHmmPair(appointmentTime) };
}

/**
 * Validated form values as the payload: numbers as numbers, trimmed text, appointmentTime as
 * ['HH:mm', 'HH:mm']. Parsed by the same schema the form's rules used, so it only fails on a bug.
 */
export function toDoctorFormInput(values: DoctorFormValues): DoctorFormInput {
  return doctorFormSchema.parse({ ...values, appointmentTime: toHHmmPair(values.appointmentTime) });
}
