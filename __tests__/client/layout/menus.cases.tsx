import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, makeUser } from '../../helpers/render';
import { emptyHomes, fakeToken, server } from '../../helpers/msw';
import type { User } from '../../../src/shared/types';

type Flags = Partial<Pick<User, 'isAdmin' | 'isDoctor' | 'isStaff' | 'regDoctor'>>;

function signedIn(route: string, flags: Flags) {
  server.use(...emptyHomes());
  return renderApp(route, { token: fakeToken(flags), user: makeUser({ _id: 'u-7', ...flags }) });
}

/** The sidebar's entries as the user meets them: [visible name, where the link goes]. */
async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const MENUS: [string, Flags, string, [string, string][]][] = [
  [
    'user',
    {},
    '/',
    [
      ['Home', '/'],
      ['Appointments', '/appointments'],
      ['Appointment Feedback', '/reviewSubmission'],
    ],
  ],
  [
    'doctor',
    { isDoctor: true },
    '/doctor/home',
    [
      ['Home', '/'],
      ['Today', '/doctor/today'],
      ['Insights', '/doctor/insights'],
      ['Appointments', '/doctor/appointments'],
      ['Patients', '/doctor/patients'],
      ['Appointment Reviews', '/doctor/markapp-completed'],
      ['Profile', '/doctor/profile/u-7'],
    ],
  ],
  [
    'reg doctor',
    { regDoctor: true },
    '/reg/home',
    [
      ['Home', '/'],
      ['Apply Doctor', '/apply-doctor'],
    ],
  ],
  [
    'staff',
    { isStaff: true },
    '/staff/home',
    [
      ['Home', '/staff/home'],
      ['Today', '/staff/today'],
      ['Insights', '/staff/insights'],
      ['Appointments', '/staff/appointments-staff'],
      ['Patients', '/staff/userlist'],
      ['Find or Register Patient', '/staff/patients/find'],
      ['Doctors', '/staff/doctorlist'],
      ['Doctor Schedule', '/staff/doctor-schedule'],
      ['Manage Reviews', '/staff/manage-review'],
      ['Mark Completed', '/staff/staff-mark-app-completed'],
    ],
  ],
  [
    'admin',
    { isAdmin: true },
    '/admin/home',
    [
      ['Home', '/admin/home'],
      ['Today', '/admin/today'],
      ['Insights', '/admin/insights'],
      ['Patients', '/admin/userslist'],
      ['Find or Register Patient', '/admin/patients/find'],
      ['Staff', '/admin/stafflist'],
      ['Admins', '/admin/adminlist'],
      ['Register Staff', '/admin/staff-register'],
      ['Add Doctor Slot', '/admin/slots'],
      ['Create Clinic Day', '/admin/create-clinic-day'],
      ['Doctor Schedule', '/admin/doctor-schedule'],
      ['Manage Reviews', '/admin/manage-review'],
      ['Doctor Slots Status', '/admin/doctorslots-status'],
      ['Doctors', '/admin/doctorslist'],
      ['Appointments', '/admin/appointments-admin'],
      ['Mark Completed', '/admin/admin-mark-app-completed'],
      ['Services', '/admin/service'],
      ['Locations', '/admin/location'],
      ['Specialities', '/admin/speciality'],
      ['Media Uploads', '/admin/media-image-uploads'],
      ['Audit Log', '/admin/audit-log'],
      ['Record Access Log', '/admin/record-access'],
      ['API Clients', '/admin/api-clients'],
      ['Privacy Notice', '/admin/privacy'],
      ['Data Requests', '/admin/data-requests'],
      ['Displays', '/admin/displays'],
      ['Webhooks', '/admin/webhooks'],
    ],
  ],
];

test.each(MENUS)(
  'the %s menu lists its role’s entries in order, and Logout, each with its icon once the role’s icons arrive',
  async (_role, flags, home, expected) => {
    signedIn(home, flags);
    expect(await menuLinks()).toEqual(expected);
    expect(screen.getByRole('menuitem', { name: /logout/i })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').filter((item) => !item.querySelector('.anticon svg'))).toEqual(
        [],
      ),
    );
  },
);

test('the menu search keeps only entries whose name contains the text, whatever its case', async () => {
  const user = userEvent.setup();
  signedIn('/admin/home', { isAdmin: true });
  await user.type(await screen.findByRole('textbox', { name: 'Search menu' }), 'DOCTOR');
  expect((await menuLinks()).map(([name]) => name)).toEqual([
    'Add Doctor Slot',
    'Doctor Schedule',
    'Doctor Slots Status',
    'Doctors',
  ]);
  await user.clear(screen.getByRole('textbox', { name: 'Search menu' }));
  await user.type(screen.getByRole('textbox', { name: 'Search menu' }), 'zzz');
  expect(screen.getByText('No menu entries match.')).toBeInTheDocument();
  expect(await menuLinks()).toEqual([]);
});

test('choosing an entry opens its page and marks it as the current one', async () => {
  const user = userEvent.setup();
  const { router } = signedIn('/staff/home', { isStaff: true });
  await user.click(await screen.findByRole('link', { name: 'Doctor Schedule' }));
  expect(router.state.location.pathname).toBe('/staff/doctor-schedule');
  const current = screen.getByRole('link', { name: 'Doctor Schedule' }).closest('[role="menuitem"]');
  expect(current).toHaveClass('ant-menu-item-selected');
});

test("the doctor's Home entry is current on /doctor/home, where / leads", async () => {
  signedIn('/doctor/home', { isDoctor: true });
  const home = (await screen.findByRole('link', { name: 'Home' })).closest('[role="menuitem"]');
  expect(home).toHaveClass('ant-menu-item-selected');
});
