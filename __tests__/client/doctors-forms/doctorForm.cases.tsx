import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../helpers/render';
import { server } from '../../helpers/msw';
import DoctorForm from '../../../src/client/features/doctors/doctorForm/DoctorForm';
import { DOCTOR, referenceHandlers, setTiming, shownErrors, submit, user } from './fixtures';

jest.setTimeout(120_000);

const TIME_MESSAGE = 'Please select valid time of appointment';

function showForm(initialValues?: typeof DOCTOR) {
  server.use(...referenceHandlers);
  const onSubmit = jest.fn();
  renderWithProviders(<DoctorForm initialValues={initialValues} onSubmit={onSubmit} />);
  return onSubmit;
}

test('SUBMIT on an empty form shows every required message and submits nothing', async () => {
  const onSubmit = showForm();
  expect(screen.getByRole('heading', { name: 'Service' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Doctor Information' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Professional Information' })).toBeInTheDocument();
  await submit();
  await screen.findByText(TIME_MESSAGE);
  expect(shownErrors().sort()).toEqual(
    [
      'Please select a service',
      'Please enter first name!',
      'Please enter last name!',
      'Please enter a valid email!',
      'Please enter a phone number!',
      'Please select a location!',
      'Please select doctor specialization!',
      'Enter experience!',
      'Enter consultation fee!',
      'Please select appointment slot!',
      'Select clinic day(s)!',
      TIME_MESSAGE,
    ].sort(),
  );
  expect(onSubmit).not.toHaveBeenCalled();
});

test('timing refuses 00:00 and a start after the end, and sends a valid range as HH:mm', async () => {
  const onSubmit = showForm(DOCTOR);
  expect(screen.getByPlaceholderText('Start time')).toHaveValue('08:30');

  await setTiming('00:00', '17:00');
  await submit();
  expect(await screen.findByText(TIME_MESSAGE)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  await setTiming('10:00', '09:00');
  await submit();
  expect(await screen.findByText(TIME_MESSAGE)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  await setTiming('09:00', '17:00');
  await submit();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({
    service: 'Dermatology',
    firstName: 'Ngozi',
    lastName: 'Eze',
    email: 'ngozi@clinicbook.local',
    phoneNumber: '+234 803 000 0002',
    gender: 'female',
    location: 'Abuja',
    specialization: 'Paediatrics',
    experience: 7,
    feePerConsultation: 15000,
    totalSlots: 20,
    clinicDay: ['Monday', 'Last Friday'],
    appointmentTime: ['09:00', '17:00'],
  });
});

test('clinic days can be cleared, and then at least one is asked for', async () => {
  const onSubmit = showForm(DOCTOR);
  const clinicItem = screen.getByLabelText('Clinic Days', { selector: 'input' }).closest('.ant-form-item');
  await user().click(within(clinicItem as HTMLElement).getByRole('button', { name: 'Clear', hidden: true }));
  expect(within(clinicItem as HTMLElement).queryByText('Monday')).not.toBeInTheDocument();
  await submit();
  expect(await screen.findByText('Please select at least one clinic day.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
