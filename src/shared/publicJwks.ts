/**
 * What makes a pasted JSON Web Key Set one an API client may register, checked alike by the
 * admin page (before sending) and the server (which also loads each key).
 */

/** Private parts of RSA and EC keys, and a symmetric key's secret: a public key set holds none. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
/** More keys than a system rotates through is not a key set we keep. */
const MAX_KEYS = 20;

export type JwksProblem = 'notJson' | 'notKeySet' | 'privateParts' | 'noSigningKey';
export type PublicJwk = Record<string, unknown>;

/** The algorithm a key verifies client assertions with: RS384 for RSA, ES384 for EC P-384 keys. */
export function signingAlgorithm(key: PublicJwk): 'RS384' | 'ES384' | undefined {
  if (key.use !== undefined && key.use !== 'sig') return undefined;
  if (key.kty === 'RSA' && (key.alg === undefined || key.alg === 'RS384')) return 'RS384';
  if (key.kty === 'EC' && key.crv === 'P-384' && (key.alg === undefined || key.alg === 'ES384'))
    return 'ES384';
  return undefined;
}

/**
 * The keys of a public key set, or what is wrong with it: an object with a non-empty `keys` list of
 * objects, none carrying a private part, one at least able to verify RS384 or ES384.
 */
export function readKeySet(value: unknown): { keys: PublicJwk[] } | { problem: JwksProblem } {
  const keys = (value as { keys?: unknown } | null)?.keys;
  if (typeof value !== 'object' || !Array.isArray(keys) || keys.length === 0 || keys.length > MAX_KEYS) {
    return { problem: 'notKeySet' };
  }
  if (!keys.every((key) => typeof key === 'object' && key !== null && !Array.isArray(key))) {
    return { problem: 'notKeySet' };
  }
  const objects = keys as PublicJwk[];
  if (objects.some((key) => PRIVATE_MEMBERS.some((member) => member in key)))
    return { problem: 'privateParts' };
  if (!objects.some((key) => signingAlgorithm(key))) return { problem: 'noSigningKey' };
  return { keys: objects };
}
