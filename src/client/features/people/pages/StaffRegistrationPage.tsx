/** Placeholder: replaced by the real screen. */
export default function StaffRegistrationPage() {
  return <div>StaffRegistrationPage</div>;
}
