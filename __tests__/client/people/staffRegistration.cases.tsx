import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import StaffRegistrationPage from '../../../src/client/features/people/pages/StaffRegistrationPage';

const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });

async function showPage() {
  renderWithProviders(<StaffRegistrationPage />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  await screen.findByRole('heading', { name: 'Staff Registration' });
}

const form = () => within(document.querySelector('form') as HTMLElement);

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(form().getByLabelText('Full Name'), 'Dr Kemi Ade');
  await user.type(form().getByLabelText('Email Address'), 'kemi@clinicbook.local');
  await user.type(form().getByLabelText('Phone Number'), '+234 803 000 0001');
  await user.type(form().getByLabelText('Passcode'), 'Str0ng#Pass');
}

test('CREATE on an empty form shows the field messages and sends nothing', async () => {
  const user = userEvent.setup();
  const register = recordCalls('post', '/admin/register', {
    success: true,
    message: 'Account created successfully',
  });
  server.use(register.handler);
  await showPage();
  expect(form().getByRole('radio', { name: 'Staff' })).toBeChecked();
  await user.click(form().getByRole('button', { name: 'CREATE' }));
  expect(await screen.findByText('Please input the full name')).toBeInTheDocument();
  expect(await screen.findByText('Please input the email address')).toBeInTheDocument();
  expect(screen.getByText('Please input the phone number')).toBeInTheDocument();
  expect(screen.getByText('Please input your password!')).toBeInTheDocument();
  expect(register.calls).toHaveLength(0);
});

test('choosing Doctor sends role doctor; success toasts the server message and clears the form', async () => {
  const user = userEvent.setup();
  const register = recordCalls(
    'post',
    '/admin/register',
    { success: true, message: 'Account created successfully' },
    201,
  );
  server.use(register.handler);
  await showPage();
  await fillForm(user);
  await user.click(form().getByRole('radio', { name: 'Doctor' }));
  await user.click(form().getByRole('button', { name: 'CREATE' }));

  expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
  expect(register.calls).toEqual([
    expect.objectContaining({
      name: 'Dr Kemi Ade',
      email: 'kemi@clinicbook.local',
      phone: '+234 803 000 0001',
      password: 'Str0ng#Pass',
      role: 'doctor',
    }),
  ]);
  expect(form().getByLabelText('Full Name')).toHaveValue('');
  expect(form().getByRole('radio', { name: 'Staff' })).toBeChecked();
});

test('a refused registration shows the server message and keeps what was typed', async () => {
  const user = userEvent.setup();
  server.use(
    answer(
      'post',
      '/admin/register',
      { success: false, message: 'An account with this email already exists' },
      409,
    ),
  );
  await showPage();
  await fillForm(user);
  await user.click(form().getByRole('button', { name: 'CREATE' }));
  expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  expect(form().getByLabelText('Full Name')).toHaveValue('Dr Kemi Ade');
});
