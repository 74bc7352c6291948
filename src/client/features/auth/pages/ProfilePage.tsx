/** Placeholder: replaced by the real screen. */
export default function ProfilePage() {
  return <div>ProfilePage</div>;
}
