import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import UserAppointmentsPage from '../../../src/client/features/appointments/pages/UserAppointmentsPage';
import { fastUser } from '../doctors-list/fixtures';
import { makeAppointment } from './fixtures';

const PATIENT = makeUser();
// 28 November 2026 at 09:30 in Lagos (UTC+1): 08:30 UTC
const APPROVED = makeAppointment();

function showPage() {
  server.use(pagedList('/user/get-appointments-by-user-id', [APPROVED]).handler);
  renderWithProviders(<UserAppointmentsPage />, {
    route: '/appointments',
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
}

afterEach(() => jest.restoreAllMocks());

test('Details shows the visit with its long date; Print prints, Close closes', async () => {
  const user = fastUser();
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  showPage();
  await user.click(await screen.findByRole('button', { name: 'Details' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
  const shown = (label: string) => dialog.getByText(label).closest('th')?.nextElementSibling?.textContent;
  expect(shown('Doctor')).toBe('Dr. Abubakar Yusuf');
  expect(shown('Service')).toBe('Cardiology');
  expect(shown('Location')).toBe('Victoria Island');
  expect(shown('Date')).toBe('November 28th 2026, 9:30 am');
  expect(shown('Status')).toBe('Approved');

  await user.click(dialog.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  // the footer's Close (the corner cross is also named Close)
  await user.click(dialog.getByText('Close').closest('button') as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the modal’s calendar menu opens Google and Outlook in a new tab and downloads {id}.ics', async () => {
  const user = fastUser();
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:calendar';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:calendar' && blob) saved.push({ name: this.download, blob });
  });
  showPage();
  await user.click(await screen.findByRole('button', { name: 'Details' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Appointment Details' }));
  await user.click(dialog.getByRole('button', { name: 'Add to calendar' }));

  const google = await screen.findByRole('link', { name: 'Google Calendar' });
  expect(google).toHaveAttribute('target', '_blank');
  expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  expect(new URL(google.getAttribute('href') ?? '').searchParams.get('dates')).toBe(
    '20261128T083000Z/20261128T090000Z',
  );
  const outlook = screen.getByRole('link', { name: 'Outlook / Microsoft 365' });
  expect(outlook).toHaveAttribute('target', '_blank');
  const outlookParams = new URL(outlook.getAttribute('href') ?? '').searchParams;
  expect([outlookParams.get('startdt'), outlookParams.get('enddt')]).toEqual([
    '2026-11-28T08:30:00Z',
    '2026-11-28T09:00:00Z',
  ]);

  await user.click(screen.getByText('Download .ics file'));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe(`${APPROVED._id}.ics`);
  const text = await saved[0].blob.text();
  expect(text).toContain('DTSTART:20261128T083000Z');
  expect(text).toContain(`UID:${APPROVED._id}`);
});
