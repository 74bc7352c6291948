/** The doctor's search for a patient to open. */
export const DOCTOR_PATIENTS_PATH = '/doctor/patients';

/** One patient's record as a doctor opens it (asked why first when the patient never saw them). */
export const doctorPatientPath = (patientId: string) =>
  `${DOCTOR_PATIENTS_PATH}/${encodeURIComponent(patientId)}`;
