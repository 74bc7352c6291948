import { importJWK, type JWK } from 'jose';
import { readKeySet, signingAlgorithm } from '../../shared/publicJwks';

/**
 * A client's public JSON Web Key Set as stored, or undefined when it is not one (src/shared/publicJwks)
 * or a signing key in it does not load (its numbers are not a key).
 */
export async function publicKeySet(value: unknown): Promise<{ keys: JWK[] } | undefined> {
  const read = readKeySet(value);
  if ('problem' in read) return undefined;
  for (const key of read.keys) {
    const alg = signingAlgorithm(key);
    if (!alg) continue;
    try {
      await importJWK(key as JWK, alg);
    } catch {
      return undefined;
    }
  }
  return { keys: read.keys as JWK[] };
}
