/** An account's full name as first and last name: the first word, then the rest. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}
