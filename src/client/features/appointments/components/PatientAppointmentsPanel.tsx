/** Placeholder while the patient's calendar and appointment cards are being built (issue 4). */
export default function PatientAppointmentsPanel() {
  return null;
}
