import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { answer, fakeToken, recordCalls, server } from '../../helpers/msw';
import LocationPage from '../../../src/client/features/reference/pages/LocationPage';
import ServicePage from '../../../src/client/features/reference/pages/ServicePage';
import SpecialityPage from '../../../src/client/features/reference/pages/SpecialityPage';
import SlotPage from '../../../src/client/features/reference/pages/SlotPage';

const ADMIN = makeUser({ _id: 'a-1', isAdmin: true, role: 'admin' });

interface PageCase {
  Page: ComponentType;
  title: string;
  label: string;
  submit: string;
  listPath: string;
  createPath: string;
  listTitle: RegExp;
  /** stored rows as the server sends them, and how each shows */
  rows: Record<string, unknown>[];
  shown: string[];
  typed: string;
  sent: Record<string, unknown>;
  added: Record<string, unknown>;
  addedShown: string;
  emptyMessage: string;
}

const CASES: PageCase[] = [
  {
    Page: LocationPage,
    title: 'Add Location Details',
    label: 'Location',
    submit: 'SUBMIT',
    listPath: '/user/get-all-location',
    createPath: '/admin/location',
    listTitle: /Existing locations/,
    rows: [
      { _id: 'l1', location: 'Lagos' },
      { _id: 'l2', location: 'Abuja' },
    ],
    shown: ['Abuja', 'Lagos'],
    typed: '  Enugu ',
    sent: { location: 'Enugu' },
    added: { _id: 'l3', location: 'Enugu' },
    addedShown: 'Enugu',
    emptyMessage: 'Location is required',
  },
  {
    Page: ServicePage,
    title: 'Add Service Details',
    label: 'Service',
    submit: 'SUBMIT',
    listPath: '/user/get-all-services',
    createPath: '/admin/service',
    listTitle: /Existing services/,
    rows: [{ _id: 's1', service: 'Dental' }],
    shown: ['Dental'],
    typed: 'Cardiology',
    sent: { service: 'Cardiology' },
    added: { _id: 's2', service: 'Cardiology' },
    addedShown: 'Cardiology',
    emptyMessage: 'Service name is required',
  },
  {
    Page: SpecialityPage,
    title: 'Add Specialization Details',
    label: 'Specialization',
    submit: 'SUBMIT',
    listPath: '/user/get-all-speciality',
    createPath: '/admin/speciality',
    listTitle: /Existing specializations/,
    rows: [{ _id: 'p1', speciality: 'Paediatrics' }],
    shown: ['Paediatrics'],
    typed: 'Oncology',
    sent: { speciality: 'Oncology' },
    added: { _id: 'p2', speciality: 'Oncology' },
    addedShown: 'Oncology',
    emptyMessage: 'Speciality is required',
  },
  {
    Page: SlotPage,
    title: 'Create Appointment Slot for Doctor',
    label: 'Doctors Slots',
    submit: 'CREATE',
    listPath: '/Appointmentslot/get-all-totalSlots',
    createPath: '/Appointmentslot/Appointmentslots',
    listTitle: /Existing slot options/,
    rows: [
      { _id: 't2', totalSlots: 10 },
      { _id: 't1', totalSlots: 5 },
    ],
    shown: ['5 slots', '10 slots'],
    typed: '15',
    sent: { totalSlots: 15 },
    added: { _id: 't3', totalSlots: 15 },
    addedShown: '15 slots',
    emptyMessage: 'Please enter the number of slots',
  },
];

function showPage({ Page, title }: PageCase) {
  renderWithProviders(<Page />, { preloadedState: { session: { token: fakeToken(ADMIN), user: ADMIN } } });
  return screen.findByRole('heading', { name: title });
}

const listRegion = (c: PageCase) => within(screen.getByRole('region', { name: c.listTitle }));
const shownEntries = (c: PageCase) =>
  listRegion(c)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe.each(CASES)('$title', (c) => {
  test('lists the stored entries with a count; submitting empty shows the field message and sends nothing', async () => {
    const user = userEvent.setup();
    const create = recordCalls('post', c.createPath, { success: true, message: 'never' });
    server.use(answer('get', c.listPath, { success: true, data: c.rows }), create.handler);
    await showPage(c);
    await listRegion(c).findByText(c.shown[0]);
    expect(shownEntries(c)).toEqual(c.shown);
    expect(listRegion(c).getByText(String(c.shown.length))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: c.submit }));
    expect(await screen.findByText(c.emptyMessage)).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);
  });

  test('sends the field, toasts the server message, clears the field and refreshes the list', async () => {
    const user = userEvent.setup();
    let rows = c.rows;
    const sent: unknown[] = [];
    server.use(
      http.get(`http://localhost/api${c.listPath}`, () => HttpResponse.json({ success: true, data: rows })),
      http.post(`http://localhost/api${c.createPath}`, async ({ request }) => {
        sent.push(await request.json());
        rows = [...rows, c.added];
        return HttpResponse.json({ success: true, message: 'Saved on the server' }, { status: 201 });
      }),
    );
    await showPage(c);
    await listRegion(c).findByText(c.shown[0]);

    const field = screen.getByLabelText(c.label);
    await user.type(field, c.typed);
    await user.click(screen.getByRole('button', { name: c.submit }));

    expect(await screen.findByText('Saved on the server')).toBeInTheDocument();
    expect(sent).toEqual([c.sent]);
    // the form remounts a reset field, so look it up again
    await waitFor(() => expect(screen.getByLabelText(c.label)).toHaveValue(''));
    expect(await listRegion(c).findByText(c.addedShown)).toBeInTheDocument();
    expect(shownEntries(c)).toHaveLength(c.shown.length + 1);
  });

  test('a duplicate shows the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      answer('get', c.listPath, { success: true, data: c.rows }),
      answer('post', c.createPath, { success: false, message: `${c.addedShown} already exists` }, 409),
    );
    await showPage(c);
    const field = screen.getByLabelText(c.label);
    await user.type(field, c.typed);
    await user.click(screen.getByRole('button', { name: c.submit }));
    expect(await screen.findByText(`${c.addedShown} already exists`)).toBeInTheDocument();
    expect(screen.getByLabelText(c.label)).not.toHaveValue('');
  });

  test('an empty list says so', async () => {
    server.use(answer('get', c.listPath, { success: true, data: [] }));
    await showPage(c);
    expect(await listRegion(c).findByText(/^No .* yet$/)).toBeInTheDocument();
    expect(shownEntries(c)).toEqual([]);
  });

  test('a list that cannot be read says so, and Retry reads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`http://localhost/api${c.listPath}`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json({ success: true, data: c.rows }),
      ),
    );
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await showPage(c);
    expect(await listRegion(c).findByText(/^Could not load the /)).toBeInTheDocument();
    fail = false;
    await user.click(listRegion(c).getByRole('button', { name: 'Retry' }));
    expect(await listRegion(c).findByText(c.shown[0])).toBeInTheDocument();
  });
});
