/** User-visible texts shared by the browser and the server, worded as spec.md and server.md give them. */
export const MSG = {
  somethingWrong: 'Something went wrong',
  passwordRule:
    'Password must be at least 8 characters long and include one uppercase letter, one lowercase letter, one number, and one special character.',
  passcodesDiffer: 'The two passcodes do not match!',
  emailTaken: 'An account with this email already exists',
  invalidOtp: 'Invalid or expired OTP',
  invalidLogin: 'Invalid email or password',
  blocked: 'Your account has been blocked',
  verifyFirst: 'Please verify your email. A new code has been sent.',
  resetSent: 'If an account exists for this email, an OTP has been sent',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
  forbidden: 'You do not have permission to do this',
  signInRequired: 'Please sign in to continue',
  notFound: 'Not found',
} as const;
