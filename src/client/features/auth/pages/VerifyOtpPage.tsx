/** Placeholder: replaced by the real screen. */
export default function VerifyOtpPage() {
  return <div>VerifyOtpPage</div>;
}
