import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/render';
import { fakeToken, makeUser, pagedList, server } from '../../helpers/msw';
import DoctorPatientPage from '../../../src/client/features/patients/doctor/DoctorPatientPage';
import DoctorFindPatientsPage from '../../../src/client/features/patients/doctor/DoctorFindPatientsPage';
import type { DeskPatientRow } from '../../../src/shared/patientTypes';
import { CALLER } from './fixtures';

const DOCTOR = makeUser({ _id: 'd-1', isDoctor: true, role: 'doctor', name: 'Kemi Eze' });
const signedIn = { session: { token: fakeToken(DOCTOR), user: DOCTOR } };
const REFUSAL =
  'This patient has no visit with you. Please say why you are opening their record (it is kept in their record’s access log).';
const RECORD: DeskPatientRow = {
  ...CALLER,
  email: 'musa@example.com',
  nextVisit: { _id: 'a-1', date: '2026-12-01', time: '10:30', doctorName: 'Ada Obi', status: 'approved' },
};

/** /api/doctor/patient as the server answers a doctor the patient never saw: a reason or a refusal. */
function recordServer() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('http://localhost/api/doctor/patient', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (!query.get('reason'))
        return HttpResponse.json({ success: false, message: REFUSAL, reasonRequired: true }, { status: 403 });
      return HttpResponse.json({ success: true, data: RECORD });
    }),
  );
  return asked;
}

const showRecord = () =>
  renderWithProviders(<DoctorPatientPage />, {
    route: `/doctor/patients/${RECORD._id}`,
    path: '/doctor/patients/:patientId',
    preloadedState: signedIn,
  });

test('the record of a patient who never saw the doctor: no reason is refused, then the record is shown', async () => {
  const user = userEvent.setup();
  const asked = recordServer();
  showRecord();

  const dialog = await screen.findByRole('dialog', { name: 'Why are you opening this record?' });
  expect(within(dialog).getByText(REFUSAL)).toBeInTheDocument();
  expect(screen.queryByText('+234 803 123 4567')).not.toBeInTheDocument();

  // blank or spaces only: the dialog says what is missing and asks nothing more
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Open record' }));
  expect(await within(dialog).findByText('Please say why you are opening this record')).toBeInTheDocument();
  expect(asked).toHaveLength(1);

  await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Covering Dr. Ada');
  await user.click(within(dialog).getByRole('button', { name: 'Open record' }));

  expect(await screen.findByRole('heading', { name: 'Musa Bello' })).toBeInTheDocument();
  expect(screen.getByText('musa@example.com')).toBeInTheDocument();
  expect(screen.getByText('01-12-2026 10:30')).toBeInTheDocument();
  expect(screen.getByText('Dr. Ada Obi')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(asked.at(-1)?.get('reason')).toBe('Covering Dr. Ada');
});

test('Cancel leaves without the record: back to the patients search', async () => {
  const user = userEvent.setup();
  const asked = recordServer();
  const { router } = showRecord();
  const dialog = await screen.findByRole('dialog', { name: 'Why are you opening this record?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/patients'));
  expect(screen.queryByText('musa@example.com')).not.toBeInTheDocument();
  expect(asked).toHaveLength(1);
});

test('the doctor’s search asks nothing until a search is typed, then lists names that open each record', async () => {
  const user = userEvent.setup();
  const list = pagedList('/doctor/find-patients', [{ _id: RECORD._id, name: RECORD.name }]);
  server.use(list.handler);
  const { router } = renderWithProviders(<DoctorFindPatientsPage />, {
    route: '/doctor/patients',
    path: '/doctor/patients',
    preloadedState: signedIn,
  });
  expect(
    await screen.findByText('Type a name, phone number or email to find a patient.'),
  ).toBeInTheDocument();
  expect(list.queries).toHaveLength(0);

  await user.click(screen.getByRole('textbox', { name: 'Search patients by name, phone or email' }));
  await user.paste('musa');
  await user.click(await screen.findByRole('link', { name: 'Open the record of Musa Bello' }));
  expect(list.queries.at(-1)?.get('search')).toBe('musa');
  expect(list.queries.at(-1)?.get('sort')).toBe('name');
  await waitFor(() => expect(router.state.location.pathname).toBe(`/doctor/patients/${RECORD._id}`));
});
