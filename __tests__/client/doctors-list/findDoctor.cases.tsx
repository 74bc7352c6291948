import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, makeUser } from '../../helpers/render';
import { fakeToken, pagedList, server } from '../../helpers/msw';
import DoctorGrid from '../../../src/client/features/doctors/finder/DoctorGrid';
import type { Doctor } from '../../../src/shared/types';
import { referenceHandlers } from '../doctors-forms/fixtures';
import { fastUser, makeDoctor, makeDoctors, ratings } from './fixtures';

/** Find a doctor: the filter bar above 'Meet Our Doctors' asks the server and keeps the URL. */
const PATIENT = makeUser();

/** The server's filters as far as these tests need them: service, location and name. */
function finderServer(rows: readonly Doctor[], query: URLSearchParams) {
  const [service, location, search] = ['service', 'location', 'search'].map((key) => query.get(key));
  return rows.filter(
    (d) =>
      (!service || d.service === service) &&
      (!location || d.location === location) &&
      (!search || d.name.toLowerCase().includes(search.toLowerCase())),
  );
}

function showGrid(route: string, doctors: Doctor[] = makeDoctors(8)) {
  const approved = pagedList('/user/get-all-approved-doctors', doctors, { filter: finderServer });
  server.use(approved.handler, ratings({}), ...referenceHandlers);
  const view = renderWithProviders(<DoctorGrid />, {
    route,
    preloadedState: { session: { token: fakeToken(), user: PATIENT } },
  });
  const sent = () => Object.fromEntries(approved.queries.at(-1) ?? []);
  const url = () => Object.fromEntries(new URLSearchParams(view.router.state.location.search));
  return { ...view, sent, url };
}

const bar = () => within(screen.getByRole('search', { name: 'Find a doctor' }));

/** Opens the select named `label` (antd opens on mousedown) and picks the option `text`. */
async function choose(label: string, text: string) {
  const select = bar().getByRole('combobox', { name: label }).closest('.ant-select') as HTMLElement;
  act(() => {
    fireEvent.mouseDown(select);
  });
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${text}"]`);
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  await fastUser().click(option);
}

test('each filter and the sort go to the server, live in the URL and return to page 1', async () => {
  const { sent, url } = showGrid('/?doctorsPage=2');
  await screen.findByRole('heading', { name: 'Dr. Doctor 07' });
  expect(sent()).toEqual({ page: '2', pageSize: '6', sort: 'name', order: 'asc' });

  await choose('Service', 'Dermatology');
  await waitFor(() => expect(sent()).toMatchObject({ page: '1', service: 'Dermatology' }));
  expect(url()).toEqual({ dservice: 'Dermatology' });

  await choose('Location', 'Abuja');
  await choose('Speciality', 'Paediatrics');
  await choose('Gender', 'Female');
  await choose('Sort doctors', 'Next available');
  const user = fastUser();
  await user.type(bar().getByRole('textbox', { name: 'Search doctors by name' }), 'ada');
  await user.type(bar().getByRole('spinbutton', { name: 'Maximum fee' }), '10000');
  const filters = {
    service: 'Dermatology',
    location: 'Abuja',
    speciality: 'Paediatrics',
    gender: 'female',
    search: 'ada',
    maxFee: '10000',
  };
  await waitFor(() =>
    expect(sent()).toEqual({ page: '1', pageSize: '6', sort: 'nextAvailable', order: 'asc', ...filters }),
  );
  expect(url()).toEqual({
    dservice: 'Dermatology',
    dlocation: 'Abuja',
    dspeciality: 'Paediatrics',
    dgender: 'female',
    dsort: 'nextAvailable',
    dq: 'ada',
    dmaxFee: '10000',
  });
  expect(await screen.findByText('No doctors match these filters')).toBeInTheDocument();
});

test('a link restores the filters: the bar shows them and the server is asked for them', async () => {
  const doctors = [makeDoctor({ nextAvailable: '2026-11-24' })];
  const { sent } = showGrid('/?dservice=Cardiology&dq=Ad&dsort=rating&dmaxFee=20000', doctors);
  expect(await screen.findByRole('heading', { name: 'Dr. Ada Obi' })).toBeInTheDocument();
  expect(sent()).toEqual({
    page: '1',
    pageSize: '6',
    service: 'Cardiology',
    search: 'Ad',
    maxFee: '20000',
    sort: 'rating',
    order: 'desc',
  });
  expect(bar().getByRole('textbox', { name: 'Search doctors by name' })).toHaveValue('Ad');
  expect(bar().getByRole('spinbutton', { name: 'Maximum fee' })).toHaveValue('20000');
  expect(bar().getByTitle('Cardiology')).toBeInTheDocument();
  expect(bar().getByTitle('Rating')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Dr. Ada Obi' })).toHaveTextContent(
    'Next available: 24-11-2026',
  );
});

test('when no doctor matches, Clear filters brings back every doctor and keeps the sort', async () => {
  const { sent, url } = showGrid('/?dlocation=Nowhere&dsort=fee');
  expect(await screen.findByText('No doctors match these filters')).toBeInTheDocument();
  expect(screen.queryByText('No doctors are available yet')).not.toBeInTheDocument();

  await fastUser().click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByRole('heading', { name: 'Dr. Doctor 01' })).toBeInTheDocument();
  expect(url()).toEqual({ dsort: 'fee' });
  expect(sent()).toEqual({ page: '1', pageSize: '6', sort: 'fee', order: 'asc' });
});
