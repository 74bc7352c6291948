import { z } from 'zod';
import { MSG } from '../messages';
import { emailField, otpField, passwordField, phoneField, requiredText } from './fields';

const registerEmail = () => emailField('Please input your E-mail!', 'The input is not valid E-mail!');

export const loginSchema = z.object({
  email: emailField('Please input your Email Address!', 'The input is not valid Email Address!'),
  password: z
    .string({ error: 'Please input your passcode!' })
    .min(1, { error: 'Please input your passcode!' })
    .max(1024, { error: MSG.invalidLogin }),
});

export const registerSchema = z
  .object({
    name: requiredText('Please input your Full Name', 120),
    email: registerEmail(),
    phone: phoneField('Please input your Phone Number!'),
    password: passwordField('Please input your password!'),
    confirmPassword: z
      .string({ error: 'Please input your password!' })
      .min(1, { error: 'Please input your password!' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passcodesDiffer });

export const verifyOtpSchema = z.object({
  email: registerEmail(),
  otp: otpField('Please input the OTP!', MSG.invalidOtp),
});

export const resetRequestSchema = z.object({ email: registerEmail() });

export const resetPasswordSchema = z
  .object({
    email: registerEmail(),
    otp: otpField('Please input your OTP Code!', 'The input is not a valid OTP Code!'),
    password: passwordField('Please input your passcode!'),
    confirmPassword: z
      .string({ error: 'Please confirm your passcode!' })
      .min(1, { error: 'Please confirm your passcode!' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passcodesDiffer });

export const STAFF_ROLES = ['staff', 'doctor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff registration (spec 3 payload). The role decides the flags; the flag fields the client sends are ignored. */
export const staffRegisterSchema = z.object({
  name: requiredText('Please input the full name', 120),
  email: emailField('Please input the email address', 'The input is not valid E-mail!'),
  phone: phoneField('Please input the phone number'),
  password: passwordField('Please input your password!'),
  role: z.enum(STAFF_ROLES, { error: 'Please choose a user role' }),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;
