import { parseScope, scopeCovers } from '../../shared/smartScopes';

/**
 * The scopes a token carries: each asked scope a granted one covers, and each granted scope that an
 * asked one covers (asking `system/*.rs` with only `system/Slot.rs` granted yields `system/Slot.rs`).
 * Scopes the API does not know are dropped.
 */
export function narrowScopes(asked: string[], granted: string[]): string[] {
  const known = asked.filter((scope) => parseScope(scope));
  const kept = new Set<string>();
  for (const scope of known) if (granted.some((g) => scopeCovers(g, scope))) kept.add(scope);
  for (const scope of granted) if (known.some((a) => scopeCovers(a, scope))) kept.add(scope);
  return [...kept];
}

/** Whether a token's scopes allow `needed`. */
export const scopesAllow = (held: string[], needed: string): boolean =>
  held.some((scope) => scopeCovers(scope, needed));
