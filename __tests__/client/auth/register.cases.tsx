import { screen } from '@testing-library/react';
import { renderApp } from '../../helpers/render';
import { recordCalls, server } from '../../helpers/msw';
import { MSG } from '../../../src/shared/messages';
import { fill, landsOn, press, REDIRECT_WAIT } from './forms';

const newAccount = {
  'Full Name': 'Ada Obi',
  Email: 'ada@example.com',
  'Phone Number': '+234 802 000 0011',
  Passcode: 'Secret#123',
  'Confirm Passcode': 'Secret#123',
};

const registerCalls = (message = 'Registered. Check your email for the code.') => {
  const recorded = recordCalls('post', '/user/register', { success: true, message });
  server.use(recorded.handler);
  return recorded.calls;
};

test('an empty form shows the spec messages and sends nothing', async () => {
  const calls = registerCalls();
  renderApp('/register');
  await press('Register');
  expect(await screen.findByText('Please input your Full Name')).toBeInTheDocument();
  expect(await screen.findByText('Please input your E-mail!')).toBeInTheDocument();
  expect(screen.getByText('Please input your Phone Number!')).toBeInTheDocument();
  expect(screen.getAllByText('Please input your password!')).toHaveLength(2);
  await fill({ Email: 'ada-at-example' });
  expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a weak password shows the rule as field error and toast, and no request is made', async () => {
  const calls = registerCalls();
  renderApp('/register');
  await fill({ ...newAccount, Passcode: 'password1', 'Confirm Passcode': 'password1' });
  await press('Register');
  const toast = await screen.findByRole('alert', { hidden: true });
  expect(toast).toHaveTextContent(MSG.passwordRule);
  // and under the field
  expect(screen.getAllByText(MSG.passwordRule).filter((el) => !toast.contains(el))).toHaveLength(1);
  expect(calls).toHaveLength(0);
});

test('success toasts the server message and goes to /verify-otp with the email after 3 s', async () => {
  const calls = registerCalls();
  const { router } = renderApp('/register');
  expect(await screen.findByLabelText('Passcode')).toHaveAttribute('autocomplete', 'new-password');
  await fill(newAccount);
  await press('Register');
  expect(await screen.findByText('Registered. Check your email for the code.')).toBeInTheDocument();
  expect(calls).toEqual([
    {
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '+234 802 000 0011',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    },
  ]);
  expect(router.state.location.pathname).toBe('/register');
  await landsOn(router, '/verify-otp', REDIRECT_WAIT);
  expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
  // the address rides in the URL, and the code just mailed starts the wait for another
  expect(router.state.location.search).toBe('?email=ada%40example.com');
  expect(await screen.findByRole('status')).toHaveTextContent(/You can ask for a new code in \d+ seconds/);
});

test('a refusal shows the server message and stays', async () => {
  const { handler } = recordCalls(
    'post',
    '/user/register',
    { success: false, message: 'An account with this email already exists' },
    409,
  );
  server.use(handler);
  const { router } = renderApp('/register');
  await fill(newAccount);
  await press('Register');
  expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/register');
});

test('the login link leads to /login', async () => {
  renderApp('/register');
  expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});
