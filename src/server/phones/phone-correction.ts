import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, UserRow } from '../db/schema';
import { withMobilePhone } from './usable-phone';

/** Narrows which users a change may reach (the desk: patient records only). */
export type UserScope = (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>;

/**
 * Sets a user's phone to the E.164 form of a mobile number, read in the clinic's country, and clears
 * the mark the background conversion left on a number it could not read, in one
 * statement. A number that cannot receive texts is refused as every other write of a phone refuses
 * it (withMobilePhone: 400, nothing written). Resolves with the updated user, or undefined when no
 * user of that id is within `scope`.
 */
export async function setMobilePhone(
  db: Db,
  userId: string,
  typed: { phone: string; country: string },
  scope?: UserScope,
): Promise<UserRow | undefined> {
  const { phone } = withMobilePhone({ phone: typed.phone }, typed.country);
  let update = db.updateTable('users').set({ phone, phone_unusable: false }).where('id', '=', userId);
  if (scope) update = update.where(scope);
  return update.returningAll().executeTakeFirst();
}
