import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, pagedList, recordCalls, server } from '../../helpers/msw';
import DoctorsListPage from '../../../src/client/features/doctors/pages/DoctorsListPage';
import type { Doctor } from '../../../src/shared/types';
import { CLINIC_DAY_LIST, fastUser, makeDoctor } from './fixtures';

// antd tables and pickers are heavy in jsdom (and slower still on a busy machine)

const ADMIN = makeUser({ _id: 'a-1', name: 'Ada Okafor', isAdmin: true, role: 'admin' });

function showList(doctors: Doctor[]) {
  server.use(
    pagedList('/admin/get-all-doctors', doctors).handler,
    answer('get', '/user/get-all-clinic-day', CLINIC_DAY_LIST),
  );
  return renderWithProviders(<DoctorsListPage />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

test('Update opens "Update Clinic Days" prefilled; OK sends the changed details, toasts and the row shows them', async () => {
  const user = fastUser();
  const doctor = makeDoctor(); // approved Ada Obi: Monday, Wednesday; ₦15,000; 09:00 - 17:00
  const update = recordCalls('post', '/admin/update-doctor-clinic', {
    success: true,
    message: 'Doctor clinic details updated successfully',
  });
  server.use(update.handler);
  const doctors = [doctor];
  showList(doctors);
  await screen.findByText('Ada Obi');

  await user.click(rowOf('Ada Obi').getByRole('button', { name: 'Update Dr. Ada Obi' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Clinic Days' }));
  const fee = dialog.getByLabelText('Fee per Consultation');
  expect(fee).toHaveValue('15000');
  expect(dialog.getByText('Monday')).toBeInTheDocument();
  expect(dialog.getByText('Wednesday')).toBeInTheDocument();
  expect(dialog.getByDisplayValue('09:00')).toBeInTheDocument();
  expect(dialog.getByDisplayValue('17:00')).toBeInTheDocument();

  await user.clear(fee);
  await user.type(fee, '20000');
  await user.click(dialog.getByLabelText('Clinic Days'));
  await user.click(await screen.findByTitle('Friday'));

  doctors[0] = { ...doctor, feePerConsultation: 20000, clinicDay: ['Monday', 'Wednesday', 'Friday'] };
  await user.click(dialog.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('Doctor clinic details updated successfully')).toBeInTheDocument();
  expect(update.calls).toEqual([
    {
      doctorId: doctor._id,
      clinicDay: ['Monday', 'Wednesday', 'Friday'],
      feePerConsultation: 20000,
      appointmentTime: ['09:00', '17:00'],
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await rowOf('Ada Obi').findByText('₦20,000')).toBeInTheDocument();
  expect(rowOf('Ada Obi').getByText('Friday')).toHaveClass('ant-tag');
});

test('with empty fields the modal shows the spec’s three messages and sends nothing', async () => {
  const user = fastUser();
  const pending = makeDoctor({
    status: 'pending',
    clinicDay: [],
    feePerConsultation: 0,
    appointmentTime: ['', ''] as [string, string],
  });
  const update = recordCalls('post', '/admin/update-doctor-clinic', { success: true });
  server.use(update.handler);
  showList([pending]);
  await screen.findByText('Ada Obi');

  await user.click(rowOf('Ada Obi').getByRole('button', { name: 'Edit Dr. Ada Obi' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Clinic Days' }));
  await user.click(dialog.getByRole('button', { name: 'OK' }));

  expect(await dialog.findByText('Please select at least one clinic day')).toBeInTheDocument();
  expect(await dialog.findByText('Please select fee for Consultation')).toBeInTheDocument();
  expect(dialog.getByText('Please select appointment time')).toBeInTheDocument();
  expect(update.calls).toHaveLength(0);
});

test('a refused update shows the server message and keeps the modal open', async () => {
  const user = fastUser();
  server.use(
    answer('post', '/admin/update-doctor-clinic', { success: false, message: 'Doctor not found' }, 404),
  );
  showList([makeDoctor()]);
  await screen.findByText('Ada Obi');
  await user.click(rowOf('Ada Obi').getByRole('button', { name: 'Update Dr. Ada Obi' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Clinic Days' }));
  await user.click(dialog.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('Doctor not found')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Update Clinic Days' })).toBeInTheDocument();
});
