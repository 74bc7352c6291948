/** Placeholder: replaced by the real screen. */
export default function RegisterPage() {
  return <div>RegisterPage</div>;
}
