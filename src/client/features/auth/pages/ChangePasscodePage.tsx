/** Placeholder: replaced by the real screen. */
export default function ChangePasscodePage() {
  return <div>ChangePasscodePage</div>;
}
