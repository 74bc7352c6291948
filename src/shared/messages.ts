import { defineMessages } from '@formatjs/intl';

/** A shared message: an id in the catalogues and its English. */
export interface SharedMessage {
  id: string;
  defaultMessage: string;
}

/**
 * defineMessages' own result type marks each message as taking no values, which formatMessage then
 * holds against a caller's values (and a union with a plain descriptor); shared messages are plain
 * descriptors.
 */
export const plainMessages = <T extends Record<string, SharedMessage>>(
  messages: T,
): { readonly [K in keyof T]: SharedMessage } => messages;

/**
 * User-visible texts shared by the browser and the server, in the product's own wording: FormatJS
 * messages, their English here, every other language in src/locales/<language>/shared.json.
 * A reply or a screen says them with these descriptors; `MSG` below keeps each one's English as a string.
 */
export const MSG_TEXT = plainMessages(
  defineMessages({
    somethingWrong: { id: 'shared.messages.somethingWrong', defaultMessage: 'Something went wrong' },
    passwordRule: {
      id: 'shared.messages.passwordRule',
      defaultMessage:
        'Password must be at least 8 characters long and include one uppercase letter, one lowercase letter, one number, and one special character.',
    },
    passcodesDiffer: {
      id: 'shared.messages.passcodesDiffer',
      defaultMessage: 'The two passcodes do not match!',
    },
    emailTaken: {
      id: 'shared.messages.emailTaken',
      defaultMessage: 'An account with this email already exists',
    },
    invalidOtp: { id: 'shared.messages.invalidOtp', defaultMessage: 'Invalid or expired OTP' },
    invalidLogin: { id: 'shared.messages.invalidLogin', defaultMessage: 'Invalid email or password' },
    blocked: { id: 'shared.messages.blocked', defaultMessage: 'Your account has been blocked' },
    verifyFirst: {
      id: 'shared.messages.verifyFirst',
      defaultMessage: 'Please verify your email. A new code has been sent.',
    },
    resetSent: {
      id: 'shared.messages.resetSent',
      defaultMessage: 'If an account exists for this email, an OTP has been sent',
    },
    tooManyLogins: {
      id: 'shared.messages.tooManyLogins',
      defaultMessage: 'Too many failed sign-in attempts. Please try again later.',
    },
    forbidden: { id: 'shared.messages.forbidden', defaultMessage: 'You do not have permission to do this' },
    signInRequired: { id: 'shared.messages.signInRequired', defaultMessage: 'Please sign in to continue' },
    notFound: { id: 'shared.messages.notFound', defaultMessage: 'Not found' },
  }),
);

type MsgKey = keyof typeof MSG_TEXT;

/**
 * The same texts in English, as plain strings: for tests, logs and code that compares or shows the
 * English itself. What a person reads should be MSG_TEXT's, said in their language.
 */
export const MSG = Object.fromEntries(
  Object.entries(MSG_TEXT).map(([key, message]) => [key, message.defaultMessage]),
) as { readonly [K in MsgKey]: string };
