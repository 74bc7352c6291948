import { screen } from '@testing-library/react';
import { renderApp } from '../../helpers/render';
import { answer, recordCalls, server } from '../../helpers/msw';
import { fill, landsOn, press } from './forms';

const OTP_SENT = 'If an account exists for this email, an OTP has been sent';

/** The reset request, answered, leaving the user on the Change Passcode screen. */
async function requestCode(email = 'ada@example.com') {
  server.use(answer('post', '/reset-Password/generate-reset-otp', { success: true, message: OTP_SENT }));
  const rendered = renderApp('/reset-password');
  await fill({ Email: email });
  await press('Send OTP');
  await landsOn(rendered.router, '/confirm-otp');
  await screen.findByLabelText('OTP', {}, { timeout: 15_000 }); // the lazily loaded screen is in
  return rendered;
}

test('the reset request needs a valid email', async () => {
  const { handler, calls } = recordCalls('post', '/reset-Password/generate-reset-otp', { success: true });
  server.use(handler);
  renderApp('/reset-password');
  await press('Send OTP');
  expect(await screen.findByText('Please input your E-mail!')).toBeInTheDocument();
  await fill({ Email: 'nope' });
  expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('Back to Login goes to /login', async () => {
  const { router } = renderApp('/reset-password');
  await press('Back to Login');
  await landsOn(router, '/login');
});

test('a sent code leads to Change Passcode with the email prefilled and disabled', async () => {
  await requestCode('ada@example.com');
  expect(await screen.findByText(OTP_SENT)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Change Passcode' })).toBeInTheDocument();
  const email = screen.getByLabelText('Email');
  expect(email).toHaveValue('ada@example.com');
  expect(email).toBeDisabled();
});

test('Change Passcode shows the spec messages for empty fields and differing passcodes', async () => {
  const { handler, calls } = recordCalls('post', '/reset-Password/reset-password', { success: true });
  server.use(handler);
  await requestCode();
  await press('Change Passcode');
  expect(await screen.findByText('Please input your OTP Code!')).toBeInTheDocument();
  expect(await screen.findByText('Please input your passcode!')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your passcode!')).toBeInTheDocument();
  await fill({ OTP: '12ab', Passcode: 'NewSecret#1', 'Confirm Passcode': 'NewSecret#2' });
  await press('Change Passcode');
  expect(await screen.findByText('The input is not a valid OTP Code!')).toBeInTheDocument();
  expect(await screen.findByText('The two passcodes do not match!')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a changed passcode goes to /login, sending the email from the previous screen', async () => {
  const { handler, calls } = recordCalls('post', '/reset-Password/reset-password', {
    success: true,
    message: 'Passcode changed. Please log in.',
  });
  server.use(handler);
  const { router } = await requestCode('ada@example.com');
  await fill({ OTP: '123456', Passcode: 'NewSecret#1', 'Confirm Passcode': 'NewSecret#1' });
  await press('Change Passcode');
  await landsOn(router, '/login');
  expect(await screen.findByText('Passcode changed. Please log in.')).toBeInTheDocument();
  expect(calls).toEqual([
    { email: 'ada@example.com', otp: '123456', password: 'NewSecret#1', confirmPassword: 'NewSecret#1' },
  ]);
});

test('a refused code shows the server message and stays', async () => {
  server.use(
    answer(
      'post',
      '/reset-Password/reset-password',
      { success: false, message: 'Invalid or expired OTP' },
      400,
    ),
  );
  const { router } = await requestCode();
  await fill({ OTP: '000000', Passcode: 'NewSecret#1', 'Confirm Passcode': 'NewSecret#1' });
  await press('Change Passcode');
  expect(await screen.findByText('Invalid or expired OTP')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/confirm-otp');
});

test('opened without an email, Change Passcode points back to the reset request', async () => {
  renderApp('/confirm-otp');
  expect(await screen.findByText(/Request a one-time code first/)).toBeInTheDocument();
  expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reset Passcode' })).toHaveAttribute('href', '/reset-password');
});
