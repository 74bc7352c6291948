import { z } from 'zod';
import { MSG_TEXT } from '../messages';
import { authMessages as m } from '../validationMessages';
import { noticeVersionField } from './privacy';
import { emailField, otpField, passwordField, phoneField, requiredText } from './fields';

const registerEmail = () => emailField(m.emailRequired.id, m.emailInvalid.id);

export const loginSchema = z.object({
  email: emailField(m.loginEmailRequired.id, m.loginEmailInvalid.id),
  password: z
    .string({ error: m.passcodeRequired.id })
    .min(1, { error: m.passcodeRequired.id })
    .max(1024, { error: MSG_TEXT.invalidLogin.id }),
});

export const registerSchema = z
  .object({
    name: requiredText(m.nameRequired.id, 120),
    email: registerEmail(),
    phone: phoneField(m.phoneRequired.id),
    password: passwordField(m.passwordRequired.id),
    confirmPassword: z.string({ error: m.passwordRequired.id }).min(1, { error: m.passwordRequired.id }),
    /** the privacy notice version read and accepted; required while a notice is in force */
    privacyVersion: noticeVersionField().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: MSG_TEXT.passcodesDiffer.id,
  });

export const verifyOtpSchema = z.object({
  email: registerEmail(),
  otp: otpField(m.otpRequired.id, MSG_TEXT.invalidOtp.id),
});

export const resetRequestSchema = z.object({ email: registerEmail() });
/** resend-otp: the e-mail waiting for its verification code. */
export const resendOtpSchema = z.object({ email: registerEmail() });

export const resetPasswordSchema = z
  .object({
    email: registerEmail(),
    otp: otpField(m.otpCodeRequired.id, m.otpCodeInvalid.id),
    password: passwordField(m.passcodeRequired.id),
    confirmPassword: z.string({ error: m.confirmPasscode.id }).min(1, { error: m.confirmPasscode.id }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: MSG_TEXT.passcodesDiffer.id,
  });

export const STAFF_ROLES = ['staff', 'doctor', 'admin'] as const;
/** Staff registration. The role decides the flags; the flag fields the client sends are ignored. */
export const staffRegisterSchema = z.object({
  name: requiredText(m.staffNameRequired.id, 120),
  email: emailField(m.staffEmailRequired.id, m.emailInvalid.id),
  phone: phoneField(m.staffPhoneRequired.id),
  password: passwordField(m.passwordRequired.id),
  role: z.enum(STAFF_ROLES, { error: m.roleRequired.id }),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type ResendOtpInput = z.infer<typeof resendOtpSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;
