import { act, screen, waitFor } from '@testing-library/react';
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
    server.use(
      answer('post', '/user/verify-otp', { success: false, message: 'Invalid or expired OTP' }, 400),
    );
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

describe('the e-mail kept and the code sent again', () => {
  beforeEach(() => sessionStorage.clear());

  test('the address comes from the URL; Send the code again mails one and counts the minute down', async () => {
    const { handler, calls } = recordCalls('post', '/user/resend-otp', {
      success: true,
      message: 'If this email is waiting for verification, a new code has been sent to it.',
      data: { retryAfter: 60 },
    });
    server.use(handler);
    renderApp('/verify-otp?email=ada%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByText('Didn’t get the code?')).toBeInTheDocument();
    await press('Send the code again');
    expect(
      await screen.findByText('If this email is waiting for verification, a new code has been sent to it.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ email: 'ada@example.com' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /You can ask for a new code in (60|59) seconds/,
    );
    expect(
      screen.queryByRole('button', { name: 'Send the code again', hidden: true }),
    ).not.toBeInTheDocument();
  });

  test('the address typed goes into the URL, so a reload keeps it', async () => {
    const { router } = renderApp('/verify-otp');
    await fill({ Email: 'obi@example.com' });
    await waitFor(() => expect(router.state.location.search).toBe('?email=obi%40example.com'));
  });

  test('the address limit reached: the server’s message, and a countdown of the seconds it names', async () => {
    server.use(
      answer(
        'post',
        '/user/resend-otp',
        {
          success: false,
          message: 'Too many attempts from this address. Please try again in 42 seconds.',
          data: { retryAfter: 42 },
        },
        429,
      ),
    );
    renderApp('/verify-otp?email=ada%40example.com');
    await press('Send the code again');
    expect(
      await screen.findByText('Too many attempts from this address. Please try again in 42 seconds.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(/in (42|41) seconds/);
  });

  test('without an e-mail nothing is sent: the field says what is missing', async () => {
    const { handler, calls } = recordCalls('post', '/user/resend-otp', { success: true });
    server.use(handler);
    renderApp('/verify-otp');
    await press('Send the code again');
    expect(await screen.findByText('Please input your E-mail!')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
