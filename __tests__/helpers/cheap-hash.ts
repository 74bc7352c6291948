import argon2 from 'argon2';

/**
 * A real argon2id hash with the smallest costs argon2 allows, for accounts a test makes straight in
 * the database: every sign-in verifies it as the product does, and at the product's costs (64 MiB,
 * three passes, four threads) the suites' thousands of sign-ins were a large share of the test run.
 * Accounts that register through the API get the product's own hash. One hash per password per file
 * (salted).
 */
const hashes = new Map<string, Promise<string>>();
export function cheapHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    hashes.set(password, hash);
  }
  return hash;
}
