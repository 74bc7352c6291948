import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

export type OtpPurpose = 'verify' | 'reset';

export const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;

/** One-time codes: 6 digits from a CSPRNG, stored as an HMAC, 10 minutes, single use, 5 tries. */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hash(userId: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}:${purpose}:${code}`).digest('hex');
  }

  /** Issues a fresh code, voiding any earlier unused one of the same purpose. */
  async issue(userId: string, purpose: OtpPurpose): Promise<string> {
    return (await this.issueUnlessRecent(userId, purpose, 0)) as string;
  }

  /**
   * Issues a fresh code as issue() does, unless one of the same purpose was issued within the last
   * `withinSeconds` (by the database's clock, which every instance shares): then none, and undefined.
   * The user's row is locked meanwhile, so two simultaneous asks make one code.
   */
  async issueUnlessRecent(userId: string, purpose: OtpPurpose, withinSeconds: number) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.now();
    return this.db.transaction().execute(async (tx) => {
      if (withinSeconds > 0) {
        await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const recent = await tx
          .selectFrom('one_time_codes')
          .select('id')
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${withinSeconds})`)
          .limit(1)
          .executeTakeFirst();
        if (recent) return undefined;
      }
      await tx
        .updateTable('one_time_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('one_time_codes')
        .values({
          user_id: userId,
          purpose,
          code_hash: this.hash(userId, purpose, code),
          expires_at: new Date(now.getTime() + OTP_TTL_MS),
        })
        .execute();
      return code;
    });
  }

  /** True when the code is the user's live code for this purpose; it is then spent. A wrong try counts. */
  async consume(userId: string, purpose: OtpPurpose, code: string): Promise<boolean> {
    const now = this.now();
    return this.db.transaction().execute(async (tx) => {
      const live = await tx
        .selectFrom('one_time_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', OTP_MAX_TRIES)
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!live) return false;
      const expected = Buffer.from(live.code_hash, 'hex');
      const given = Buffer.from(this.hash(userId, purpose, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await tx
          .updateTable('one_time_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', live.id)
          .execute();
        return false;
      }
      await tx.updateTable('one_time_codes').set({ used_at: now }).where('id', '=', live.id).execute();
      return true;
    });
  }
}
