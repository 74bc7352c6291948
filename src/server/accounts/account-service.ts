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
import { CODE_RESEND_SECONDS } from '../../shared/vocabulary';
import { MSG_TEXT } from '../../shared/messages';
import { conflict, HttpError, notFound, badRequest } from '../plugins/errors';
import { findUserByEmail, findUserById, normalizeEmail } from './users';
import { hashPassword, verifyPassword } from './passwords';
import { dropChallengesOf } from './mfa-challenges';
import { withValues } from '../i18n';
import { MAIL_COMMON, mailLanguageOf, sayIn } from '../mail/mail-language';
import type { Language } from '../../shared/languages';
import { CODE_MAIL, INVITE_MAIL } from './account-mail-messages';
import { OTP_TTL_MS } from './otp';
import { ACCOUNT_TEXT } from './account-messages';
import { noticeAcceptedAtRegistration, recordConsents, registrationConsents } from './consents';

/** How long a mailed code works, as the mail says it. */
const OTP_MINUTES = OTP_TTL_MS / 60_000;

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_MAX_FAILURES = 10;

export type LoginOutcome = { ok: true; user: UserRow } | { ok: false; unverified: true };

/** Registration, verification, sign-in and password reset. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly mailer: Mailer,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  /** A patient's own sign-up, keeping the language the sign-up screen was in for the account's mail. */
  async register(input: RegisterInput, options: { language: Language; at: Date }): Promise<UserRow> {
    // with a privacy notice in force, the sign-up must accept the version in force
    const accepted = await noticeAcceptedAtRegistration(this.db, input.privacyVersion);
    const user = await this.createUser({
      ...input,
      verified: false,
      language: options.language,
      consents: { noticeVersion: accepted, at: options.at },
    });
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
    language?: Language;
    flags?: Partial<Pick<UserRow, 'is_admin' | 'is_staff' | 'reg_doctor' | 'is_doctor'>>;
    /** a person's own sign-up: the notice version accepted (null: none in force), recorded with its consents */
    consents?: { noticeVersion: number | null; at: Date };
  }): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    if (await findUserByEmail(this.db, email)) throw conflict(MSG_TEXT.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const { consents } = input;
    const row = await this.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('users')
        .values({
          name: input.name,
          email,
          phone: input.phone,
          password_hash: passwordHash,
          is_verified: input.verified,
          language: input.language ?? null,
          ...(consents?.noticeVersion
            ? { privacy_version: consents.noticeVersion, privacy_accepted_at: consents.at }
            : {}),
          ...input.flags,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted && consents) {
        const noticeAccepted = consents.noticeVersion !== null;
        await recordConsents(
          tx,
          registrationConsents(inserted.id, { method: 'web', noticeAccepted, at: consents.at }),
        );
      }
      return inserted;
    });
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

  /**
   * Verify OTP's "Send the code again": a fresh verification code for an account still waiting for
   * one, at most one per CODE_RESEND_SECONDS (the page counts the same down). Quiet about whether
   * the account exists, is verified already, or was sent a code a moment ago: the answer is the same.
   */
  async resendVerification(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || user.is_verified || user.is_blocked) return;
    const code = await this.otp.issueUnlessRecent(user.id, 'verify', CODE_RESEND_SECONDS);
    if (code) await this.mailCode(user, 'verify', code);
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
   * A patient registered at the desk with an e-mail is invited to set a passcode through
   * the reset flow: a reset code is mailed, and a later one can be asked for on the reset page.
   */
  async invitePatient(user: UserRow, clinicName: string, appUrl: string): Promise<void> {
    if (!user.email) return;
    const code = await this.otp.issue(user.id, 'reset');
    // in the language the account chose, else English
    const language = mailLanguageOf(user.language);
    const say = sayIn(language);
    const subject = say(INVITE_MAIL.subject, { clinic: clinicName });
    const text = [
      say(MAIL_COMMON.greeting, { name: user.name }),
      say(INVITE_MAIL.invited, {
        clinic: clinicName,
        link: `${appUrl}/reset-password`,
        code,
        minutes: OTP_MINUTES,
      }),
      say(INVITE_MAIL.ignore),
      `${clinicName}`,
    ].join('\n\n');
    try {
      await this.mailer.send({ to: user.email, language, subject, text, code });
    } catch (err) {
      this.log(`could not send the invitation to user ${user.id}`, err);
    }
  }

  /** Blocking also ends every session the user has. */
  async setBlocked(actorId: string, userId: string, blocked: boolean): Promise<void> {
    if (actorId === userId)
      throw badRequest(withValues(ACCOUNT_TEXT.cannotBlockSelf, { blocked: blocked ? 'yes' : 'no' }));
    const target = await findUserById(this.db, userId);
    if (!target) throw notFound(ACCOUNT_TEXT.userNotFound);
    await this.db
      .updateTable('users')
      .set((eb) => ({ is_blocked: blocked, token_version: eb('token_version', '+', blocked ? 1 : 0) }))
      .where('id', '=', userId)
      .execute();
    if (blocked) await dropChallengesOf(this.db, userId);
  }

  private async sendCode(user: UserRow, purpose: 'verify' | 'reset'): Promise<void> {
    await this.mailCode(user, purpose, await this.otp.issue(user.id, purpose));
  }

  private async mailCode(user: UserRow, purpose: 'verify' | 'reset', code: string): Promise<void> {
    // in the language the account chose, else English
    const language = mailLanguageOf(user.language);
    const say = sayIn(language);
    const subject = say(purpose === 'verify' ? CODE_MAIL.verifySubject : CODE_MAIL.resetSubject);
    const text = [
      say(MAIL_COMMON.greeting, { name: user.name }),
      say(purpose === 'verify' ? CODE_MAIL.verify : CODE_MAIL.reset, {
        code,
        minutes: OTP_MINUTES,
      }),
      say(CODE_MAIL.ignore),
      'ClinicBook',
    ].join('\n\n');
    try {
      await this.mailer.send({ to: user.email, language, subject, text, code });
    } catch (err) {
      // The account change stands; the user can ask for a new code.
      this.log(`could not send ${purpose} mail to user ${user.id}`, err);
    }
  }
}
