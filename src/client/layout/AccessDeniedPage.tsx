/** Placeholder: replaced by the real screen. */
export default function AccessDeniedPage() {
  return <div>AccessDeniedPage</div>;
}
