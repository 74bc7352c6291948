import { createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { MfaSetup } from '../../shared/schemas/security';
import { badRequest, conflict } from '../plugins/errors';
import type { SecretBox } from './mfa-crypto';
import { ACCOUNT_TEXT } from './account-messages';

const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;
export const WRONG_CODE = ACCOUNT_TEXT.wrongCode;

const totpFor = (user: Pick<UserRow, 'email' | 'name'>, secret: Secret, issuer: string) =>
  new TOTP({
    issuer,
    label: user.email ?? user.name,
    secret,
    digits: 6,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
  });

/** 'abcde-fgh23': 50 random bits in RFC 4648 base32 letters. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const letters = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * TOTP (RFC 6238) second factor: the secret sealed at rest, each time step accepted once, recovery
 * codes kept as peppered SHA-256 (they carry 50 random bits, so a slow hash adds nothing).
 */
export class MfaService {
  constructor(
    private readonly db: Db,
    /** seals the secrets; peppers the recovery codes; the name authenticator apps show */
    private readonly keys: { box: SecretBox; pepper: string; issuer: string },
    private readonly now: () => number = Date.now,
  ) {}

  async isOn(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_mfa')
      .select('enabled_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Boolean(row?.enabled_at);
  }

  /** A fresh secret, not yet in force: enable() turns it on once a code from it is entered. */
  async setup(user: UserRow): Promise<MfaSetup> {
    if (await this.isOn(user.id)) throw conflict(ACCOUNT_TEXT.mfaAlreadyOn);
    const secret = new Secret({ size: 20 });
    const sealed = this.keys.box.seal(secret.base32);
    await this.db
      .insertInto('user_mfa')
      .values({ user_id: user.id, secret_enc: sealed, enabled_at: null, last_step: 0 })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_enc: sealed, last_step: 0 })
          .where('user_mfa.enabled_at', 'is', null),
      )
      .execute();
    return { secret: secret.base32, otpauthUrl: totpFor(user, secret, this.keys.issuer).toString() };
  }

  async enable(user: UserRow, code: string): Promise<string[]> {
    const row = await this.db
      .selectFrom('user_mfa')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (row?.enabled_at) throw conflict(ACCOUNT_TEXT.mfaAlreadyOn);
    if (!row) throw badRequest(ACCOUNT_TEXT.mfaStartFirst);
    if (!(await this.checkCode(user.id, row.secret_enc, code))) throw badRequest(WRONG_CODE);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('user_mfa')
        .set({ enabled_at: new Date(this.now()) })
        .where('user_id', '=', user.id)
        .execute();
      await tx.deleteFrom('mfa_recovery_codes').where('user_id', '=', user.id).execute();
      await tx
        .insertInto('mfa_recovery_codes')
        .values(codes.map((c) => ({ user_id: user.id, code_hash: this.hashRecoveryCode(c), used_at: null })))
        .execute();
    });
    return codes;
  }

  async disable(user: UserRow, code: string): Promise<void> {
    const row = await this.db
      .selectFrom('user_mfa')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row?.enabled_at) throw conflict(ACCOUNT_TEXT.mfaNotOn);
    if (!(await this.checkCode(user.id, row.secret_enc, code))) throw badRequest(WRONG_CODE);
    await this.reset(user.id);
  }

  /** Removes the second factor, its recovery codes and any sign-in waiting for it (admin reset). */
  async reset(userId: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
      await tx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
      await tx.deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
    });
  }

  /** A code of the user's enabled secret, or one unused recovery code; either works once. */
  async verify(userId: string, answer: { code?: string; recoveryCode?: string }): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_mfa')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row?.enabled_at) return false;
    if (answer.code !== undefined) return this.checkCode(userId, row.secret_enc, answer.code);
    if (answer.recoveryCode === undefined) return false;
    const used = await this.db
      .updateTable('mfa_recovery_codes')
      .set({ used_at: new Date(this.now()) })
      .where('user_id', '=', userId)
      .where('code_hash', '=', this.hashRecoveryCode(answer.recoveryCode))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) > 0;
  }

  /** Accepts a code for the current step or its neighbours, each step once: a replay is refused. */
  private async checkCode(userId: string, sealed: string, code: string): Promise<boolean> {
    const secret = Secret.fromBase32(this.keys.box.open(sealed));
    const timestamp = this.now();
    const delta = new TOTP({ secret, digits: 6, period: PERIOD_SECONDS }).validate({
      token: code,
      timestamp,
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
    const claimed = await this.db
      .updateTable('user_mfa')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where('last_step', '<', String(step))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  }

  private hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.keys.pepper).update(normaliseRecoveryCode(code)).digest('hex');
  }
}
