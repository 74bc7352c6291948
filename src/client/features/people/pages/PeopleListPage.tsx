import type { PeopleKind } from '../peopleKinds';

/** Placeholder: replaced by the real screen. */
export default function PeopleListPage({ kind }: { kind: PeopleKind }) {
  return <div>{kind}</div>;
}
