import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/** A hash to verify against when the account does not exist, so both paths cost the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
