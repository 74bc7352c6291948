import { act, screen } from '@testing-library/react';
import { renderApp } from '../../helpers/render';
import { answer, recordCalls, server } from '../../helpers/msw';
import { fill, landsOn, press, REDIRECT_WAIT } from './forms';

test('empty input shows the spec messages and sends nothing', async () => {
  const { handler, calls } = recordCalls('post', '/user/verify-otp', { success: true });
  server.use(handler);
  renderApp('/verify-otp');
  expect(await screen.findByLabelText('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
  await press('Verify');
  expect(await screen.findByText('Please input your E-mail!')).toBeInTheDocument();
  expect(await screen.findByText('Please input the OTP!')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('a good code toasts and goes to /login after 3 s', async () => {
  const { handler, calls } = recordCalls('post', '/user/verify-otp', {
    success: true,
    message: 'Email verified. You can now log in.',
  });
  server.use(handler);
  const { router } = renderApp('/verify-otp');
  await fill({ Email: 'ada@example.com', OTP: '123456' });
  await press('Verify');
  expect(await screen.findByText('Email verified. You can now log in.')).toBeInTheDocument();
  expect(calls).toEqual([{ email: 'ada@example.com', otp: '123456' }]);
  expect(router.state.location.pathname).toBe('/verify-otp');
  await landsOn(router, '/login', REDIRECT_WAIT);
});

test('a wrong code shows the server message and stays', async () => {
  // the clock is moved past the good code's 3-second redirect instead of waited for
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    server.use(answer('post', '/user/verify-otp', { success: false, message: 'Invalid or expired OTP' }, 400));
    const { router } = renderApp('/verify-otp');
    await fill({ Email: 'ada@example.com', OTP: '654321' });
    await press('Verify');
    expect(await screen.findByText('Invalid or expired OTP')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3500));
    expect(router.state.location.pathname).toBe('/verify-otp');
  } finally {
    jest.useRealTimers();
  }
});
