/** Placeholder: replaced by the real screen. */
export default function LoginPage() {
  return <div>LoginPage</div>;
}
