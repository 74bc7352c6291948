import { readKeySet, type JwksProblem, type PublicJwk } from '../../../shared/publicJwks';

export type { JwksProblem };

/** The pasted JSON Web Key Set, or what is wrong with it; the server checks again, the keys' numbers too. */
export function readJwks(text: string): { jwks: { keys: PublicJwk[] } } | { problem: JwksProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'notJson' };
  }
  const read = readKeySet(value);
  return 'problem' in read ? read : { jwks: { keys: read.keys } };
}
