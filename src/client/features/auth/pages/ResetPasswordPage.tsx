/** Placeholder: replaced by the real screen. */
export default function ResetPasswordPage() {
  return <div>ResetPasswordPage</div>;
}
