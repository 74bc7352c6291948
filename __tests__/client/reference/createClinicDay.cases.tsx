import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import CreateClinicDayPage from '../../../src/client/features/reference/pages/CreateClinicDayPage';
import { SEEDED_CLINIC_DAYS } from '../../../src/shared/schemas/reference';

const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });
const SEEDED = SEEDED_CLINIC_DAYS.map((name, i) => ({ _id: `cd-${i}`, name }));
const LIST = '/user/get-all-clinic-day';
const CREATE = '/user/create-clinic-day';

/** The clinic-day list answers with its own key, clinicDays, not data. */
const clinicDays = (rows: { _id: string; name: string }[]) =>
  http.get(`http://localhost/api${LIST}`, () => HttpResponse.json({ success: true, clinicDays: rows }));

async function showPage() {
  renderWithProviders(<CreateClinicDayPage />, {
    preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } },
  });
  await screen.findByRole('heading', { name: 'Create Clinic Day' });
}

const list = () => within(screen.getByRole('region', { name: /Existing clinic days/ }));
const preview = () => screen.getByLabelText('Clinic day name');

async function chooseDay(user: ReturnType<typeof userEvent.setup>, day: string) {
  await user.click(screen.getByRole('combobox', { name: 'Day' }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${day}"]`);
    if (!found) throw new Error(`no option ${day}`);
    return found;
  });
  await user.click(option);
}

test('lists the 32 seeded clinic days grouped by category, and the search narrows them', async () => {
  const user = userEvent.setup();
  server.use(clinicDays(SEEDED));
  await showPage();
  await list().findByText('32');
  const alternate = within(list().getByRole('region', { name: 'Alternate' }));
  expect(alternate.getAllByRole('listitem')).toHaveLength(10);
  expect(alternate.getByText('Alternate 2nd or 3rd Tuesday of the Month')).toBeInTheDocument();
  expect(within(list().getByRole('region', { name: 'Everyday' })).getAllByRole('listitem')).toHaveLength(1);

  await user.type(list().getByRole('searchbox', { name: 'Search clinic days' }), 'tuesday');
  const shown = list()
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(shown).toEqual([
    '2nd or 3rd Tuesday of the Month',
    'Tuesday',
    'Alternate 2nd or 3rd Tuesday of the Month',
    'Alternate Tuesday',
    'Last 2nd or 3rd Tuesday of the Month',
    'Last Tuesday',
  ]);
});

test('Alternate then Monday makes "Alternate Monday", sent on CREATE; success names it and the list refreshes', async () => {
  const user = userEvent.setup();
  let rows = SEEDED.slice(0, 3);
  const sent: unknown[] = [];
  server.use(
    http.get(`http://localhost/api${LIST}`, () => HttpResponse.json({ success: true, clinicDays: rows })),
    http.post(`http://localhost/api${CREATE}`, async ({ request }) => {
      sent.push(await request.json());
      rows = [...rows, { _id: 'new', name: 'Alternate Monday' }];
      return HttpResponse.json({ success: true }, { status: 201 });
    }),
  );
  await showPage();
  await list().findByText('3');

  const categories = within(screen.getByRole('radiogroup', { name: 'Category' }));
  expect(categories.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await user.click(categories.getByRole('radio', { name: 'Alternate' }));
  await chooseDay(user, 'Monday');
  await waitFor(() => expect(preview()).toHaveTextContent('Alternate Monday'));
  await user.click(screen.getByRole('button', { name: 'CREATE' }));

  expect(await screen.findByText('Clinic day "Alternate Monday" created successfully!')).toBeInTheDocument();
  expect(sent).toEqual([{ name: 'Alternate Monday' }]);
  expect(await list().findByText('Alternate Monday')).toBeInTheDocument();
  expect(list().getByText('4')).toBeInTheDocument();
});

test('Everyday needs no day: the Day field goes away and "Everyday" is sent', async () => {
  const user = userEvent.setup();
  const create = recordCalls('post', CREATE, {
    success: true,
    message: 'Clinic day "Everyday" created successfully!',
  });
  server.use(clinicDays([]), create.handler);
  await showPage();
  expect(screen.getByRole('combobox', { name: 'Day' })).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Everyday' }));
  expect(screen.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
  await waitFor(() => expect(preview()).toHaveTextContent('Everyday'));
  await user.click(screen.getByRole('button', { name: 'CREATE' }));
  expect(await screen.findByText('Clinic day "Everyday" created successfully!')).toBeInTheDocument();
  expect(create.calls).toEqual([{ name: 'Everyday' }]);
});

test('CREATE without a day says "Please select a clinic day." and sends nothing', async () => {
  const user = userEvent.setup();
  const create = recordCalls('post', CREATE, { success: true });
  server.use(clinicDays([]), create.handler);
  await showPage();
  await user.click(screen.getByRole('radio', { name: 'Last' }));
  await user.click(screen.getByRole('button', { name: 'CREATE' }));
  expect(await screen.findByText('Please select a clinic day.')).toBeInTheDocument();
  expect(create.calls).toHaveLength(0);
});

test('a refusal shows the server message; a failure without one shows "Error creating clinic day."', async () => {
  const user = userEvent.setup();
  server.use(
    clinicDays([]),
    answer('post', CREATE, { success: false, message: 'Clinic day "Sunday" already exists' }, 409),
  );
  await showPage();
  await chooseDay(user, 'Sunday');
  await user.click(screen.getByRole('button', { name: 'CREATE' }));
  expect(await screen.findByText('Clinic day "Sunday" already exists')).toBeInTheDocument();

  server.use(http.post(`http://localhost/api${CREATE}`, () => HttpResponse.error()));
  await user.click(screen.getByRole('button', { name: 'CREATE' }));
  expect(await screen.findByText('Error creating clinic day.')).toBeInTheDocument();
});

test('a list the server refuses shows "Failed to load clinic days"; Retry loads it', async () => {
  const user = userEvent.setup();
  let refuse = true;
  server.use(
    http.get(`http://localhost/api${LIST}`, () =>
      HttpResponse.json(refuse ? { success: false } : { success: true, clinicDays: SEEDED }),
    ),
  );
  await showPage();
  expect(await list().findByText('Failed to load clinic days')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('Failed to load clinic days')).toHaveLength(2));
  refuse = false;
  await user.click(list().getByRole('button', { name: 'Retry' }));
  expect(await list().findByText('32')).toBeInTheDocument();
});

test('a list request that fails shows "Error fetching clinic days" on the page and as a toast', async () => {
  server.use(http.get(`http://localhost/api${LIST}`, () => HttpResponse.error()));
  await showPage();
  expect(await list().findByText('Error fetching clinic days')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('Error fetching clinic days')).toHaveLength(2));
});
