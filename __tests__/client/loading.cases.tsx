import { http, HttpResponse } from 'msw';
import { setupStore } from '../../src/client/app/store';
import { selectIsLoading } from '../../src/client/app/loading';
import { authApi, refreshCurrentUser } from '../../src/client/features/auth/authApi';
import { appointmentsApi } from '../../src/client/features/appointments/appointmentsApi';
import { makeUser, server } from '../helpers/msw';

/** A response held back until the test releases it, so the in-flight moment can be observed. */
function gate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

test('a first load sets the flag until its answer arrives', async () => {
  const held = gate();
  server.use(
    http.post('http://localhost/api/user/getUser_id', async () => {
      await held.opened;
      return HttpResponse.json({ success: true, data: makeUser() });
    }),
  );
  const store = setupStore();
  expect(selectIsLoading(store.getState())).toBe(false);
  const request = store.dispatch(authApi.endpoints.getUser.initiate('token'));
  expect(selectIsLoading(store.getState())).toBe(true);
  held.release();
  await request;
  expect(selectIsLoading(store.getState())).toBe(false);
  request.unsubscribe();
});

test('a mutation in flight sets the flag; a failed one clears it', async () => {
  const held = gate();
  server.use(
    http.post('http://localhost/api/user/login', async () => {
      await held.opened;
      return HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 });
    }),
  );
  const store = setupStore();
  const login = store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
  expect(selectIsLoading(store.getState())).toBe(true);
  held.release();
  await login;
  expect(selectIsLoading(store.getState())).toBe(false);
});

test('a background refetch of data already on screen leaves the flag down', async () => {
  let calls = 0;
  const held = gate();
  server.use(
    http.post('http://localhost/api/user/getUser_id', async () => {
      calls += 1;
      if (calls > 1) await held.opened;
      return HttpResponse.json({ success: true, data: makeUser() });
    }),
  );
  const store = setupStore();
  const first = store.dispatch(authApi.endpoints.getUser.initiate('token'));
  await first;
  const refetch = first.refetch();
  expect(store.getState().api.queries['getUser("token")']?.status).toBe('pending');
  expect(selectIsLoading(store.getState())).toBe(false);
  held.release();
  await refetch;
  first.unsubscribe();
});

test('re-reading the signed-in user (the bell catching up) leaves the flag down', async () => {
  const held = gate();
  server.use(
    http.post('http://localhost/api/user/getUser_id', async () => {
      await held.opened;
      return HttpResponse.json({ success: true, data: makeUser() });
    }),
  );
  const store = setupStore({ session: { token: 'token', user: makeUser() } });
  const refresh = store.dispatch(refreshCurrentUser('token'));
  expect(store.getState().api.queries['getUser("token")']?.status).toBe('pending');
  expect(selectIsLoading(store.getState())).toBe(false);
  held.release();
  await refresh;
});

test("a paged list's next page leaves the flag down while its first page is on screen", async () => {
  const held = gate();
  server.use(
    http.get('http://localhost/api/admin/get-all-appointments', async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      if (page > 1) await held.opened;
      return HttpResponse.json({ success: true, data: [], total: 30, page, pageSize: 10 });
    }),
  );
  const store = setupStore();
  const list = appointmentsApi.endpoints.getAllAppointments;
  const first = store.dispatch(list.initiate({ page: 1, pageSize: 10 }));
  expect(selectIsLoading(store.getState())).toBe(true);
  await first;
  const second = store.dispatch(list.initiate({ page: 2, pageSize: 10 }));
  expect(selectIsLoading(store.getState())).toBe(false);
  held.release();
  await second;
  first.unsubscribe();
  second.unsubscribe();
});

test('an approve, drawn in its row at once, leaves the flag down', async () => {
  const held = gate();
  server.use(
    http.post('http://localhost/api/doctor/change-appointment-status', async () => {
      await held.opened;
      return HttpResponse.json({ success: true, message: 'Appointment approved' });
    }),
  );
  const store = setupStore();
  const approve = store.dispatch(
    appointmentsApi.endpoints.changeAppointmentStatus.initiate({
      appointmentId: '00000000-0000-4000-8000-000000000001',
      status: 'approved',
      comment: 'ok',
      schedule_date: '2026-12-01',
    }),
  );
  expect(store.getState().api.mutations[approve.requestId]?.status).toBe('pending');
  expect(selectIsLoading(store.getState())).toBe(false);
  held.release();
  await approve;
});
