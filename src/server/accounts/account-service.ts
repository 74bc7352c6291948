import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { OtpService } from './otp';
import type {
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  StaffRegisterInput,
} from '../../shared/schemas/auth';
import { MSG_TEXT } from '../../shared/messages';
import { conflict, HttpError, notFound, badRequest } from '../plugins/errors';
import { findUserByEmail, findUserById, normalizeEmail } from './users';
import { hashPassword, verifyPassword } from './passwords';
import { dropChallengesOf } from './mfa-challenges';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

export type LoginOutcome = { ok: true; user: UserRow } | { ok: false; unverified: true };

/** Registration, verification, sign-in and password reset (server.md section 3). */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly mailer: Mailer,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  async register(input: RegisterInput): Promise<UserRow> {
    const user = await this.createUser({ ...input, verified: false });
    await this.sendCode(user, 'verify');
    return user;
  }

  /** An account made by an administrator: verified at once; role staff, doctor (as regDoctor) or admin. */
  async createByAdmin(input: StaffRegisterInput): Promise<UserRow> {
    return this.createUser({
      ...input,
      verified: true,
      flags: {
        is_staff: input.role === 'staff',
        reg_doctor: input.role === 'doctor',
        is_admin: input.role === 'admin',
      },
    });
  }

  async createUser(input: {
    name: string;
    email: string;
    phone: string;
    password: string;
    verified: boolean;
    flags?: Partial<Pick<UserRow, 'is_admin' | 'is_staff' | 'reg_doctor' | 'is_doctor'>>;
  }): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    if (await findUserByEmail(this.db, email)) throw conflict(MSG_TEXT.emailTaken);
    const row = await this.db
      .insertInto('users')
      .values({
        name: input.name,
        email,
        phone: input.phone,
        password_hash: await hashPassword(input.password),
        is_verified: input.verified,
        ...input.flags,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict(MSG_TEXT.emailTaken); // lost a race with a simultaneous registration
    return row;
  }

  async verifyEmail(email: string, code: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || !(await this.otp.consume(user.id, 'verify', code))) throw badRequest(MSG_TEXT.invalidOtp);
    await this.db.updateTable('users').set({ is_verified: true }).where('id', '=', user.id).execute();
  }

  async login({ email, password }: LoginInput): Promise<LoginOutcome> {
    const key = normalizeEmail(email);
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const { failures } = await this.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<string>().as('failures'))
      .where('email', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(failures) >= LOGIN_MAX_FAILURES) throw new HttpError(429, MSG_TEXT.tooManyLogins);

    const user = await findUserByEmail(this.db, key);
    if (!(await verifyPassword(user?.password_hash ?? undefined, password)) || !user) {
      await this.db.insertInto('login_failures').values({ email: key }).execute();
      throw new HttpError(401, MSG_TEXT.invalidLogin);
    }
    await this.db.deleteFrom('login_failures').where('email', '=', key).execute();
    if (user.is_blocked) throw new HttpError(403, MSG_TEXT.blocked);
    if (!user.is_verified) {
      await this.sendCode(user, 'verify');
      return { ok: false, unverified: true };
    }
    return { ok: true, user };
  }

  /** Always quiet about whether the account exists. */
  async requestReset(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (user && !user.is_blocked) await this.sendCode(user, 'reset');
  }

  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const user = await findUserByEmail(this.db, input.email);
    if (!user || !(await this.otp.consume(user.id, 'reset', input.otp)))
      throw badRequest(MSG_TEXT.invalidOtp);
    const passwordHash = await hashPassword(input.password);
    await this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        // the code reached the inbox, so the address is proven
        is_verified: true,
      }))
      .where('id', '=', user.id)
      .execute();
    await dropChallengesOf(this.db, user.id);
  }

  /**
   * Issue 21: a patient registered at the desk with an e-mail is invited to set a passcode through
   * the reset flow: a reset code is mailed, and a later one can be asked for on the reset page.
   */
  async invitePatient(user: UserRow, clinicName: string, appUrl: string): Promise<void> {
    if (!user.email) return;
    const code = await this.otp.issue(user.id, 'reset');
    const subject = `You are registered at ${clinicName}`;
    const text = `Hello ${user.name},\n\nThe front desk of ${clinicName} has registered you as a patient. To sign in and see your appointments, set a passcode at ${appUrl}/reset-password with your e-mail address and the code ${code}. The code expires in 10 minutes and works once; the same page sends a new one whenever you ask.\n\nIf you did not expect this, you can ignore this message.\n\n${clinicName}`;
    try {
      await this.mailer.send({ to: user.email, subject, text, code });
    } catch (err) {
      this.log(`could not send the invitation to user ${user.id}`, err);
    }
  }

  /** Blocking also ends every session the user has. */
  async setBlocked(actorId: string, userId: string, blocked: boolean): Promise<void> {
    if (actorId === userId) throw badRequest(`You cannot ${blocked ? 'block' : 'unblock'} your own account`);
    const target = await findUserById(this.db, userId);
    if (!target) throw notFound('User not found');
    await this.db
      .updateTable('users')
      .set((eb) => ({ is_blocked: blocked, token_version: eb('token_version', '+', blocked ? 1 : 0) }))
      .where('id', '=', userId)
      .execute();
    if (blocked) await dropChallengesOf(this.db, userId);
  }

  private async sendCode(user: UserRow, purpose: 'verify' | 'reset'): Promise<void> {
    const code = await this.otp.issue(user.id, purpose);
    const subject =
      purpose === 'verify' ? 'Your ClinicBook verification code' : 'Your ClinicBook passcode reset code';
    const action = purpose === 'verify' ? 'verify your email address' : 'reset your passcode';
    const text = `Hello ${user.name},\n\nUse the code ${code} to ${action}. It expires in 10 minutes and works once.\n\nIf you did not ask for this, you can ignore this message.\n\nClinicBook`;
    try {
      await this.mailer.send({ to: user.email, subject, text, code });
    } catch (err) {
      // The account change stands; the user can ask for a new code.
      this.log(`could not send ${purpose} mail to user ${user.id}`, err);
    }
  }
}
