import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import configureMockStore from 'redux-mock-store';
import { thunk } from 'redux-thunk';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../../src/client/lib/api/api';
import { rootReducer } from '../../../src/client/app/store';
import { MessageProvider } from '../../../src/client/lib/toasts/messages';
import { STORAGE_KEYS } from '../../../src/client/lib/store/storage';
import { useLogout } from '../../../src/client/features/auth/useLogout';
import { authApi } from '../../../src/client/features/auth/authApi';
import { http, HttpResponse } from 'msw';
import { answer, apiUrl, server } from '../../helpers/msw';

/**
 * redux-mock-store records what a flow dispatches without reducing it: these tests assert the
 * actions themselves (the session ending, the cache being dropped), which a real store would only
 * show through their after-effects.
 */
type Dispatch = (action: unknown) => Promise<unknown> & { unwrap?: () => Promise<unknown> };
type State = ReturnType<typeof rootReducer>;
// redux-mock-store's types still speak redux 4's middleware; RTK 2's run the same at runtime
type Middlewares = Parameters<typeof configureMockStore>[0];
/** For hooks that dispatch plain actions. */
const plainStore = configureMockStore<State, Dispatch>([thunk] as unknown as Middlewares);
/** For RTK Query calls, which need the API's middleware to run their request. */
const mockStore = configureMockStore<State, Dispatch>([thunk, api.middleware] as unknown as Middlewares);
const signedInState = () => ({
  ...rootReducer(undefined, { type: 'init' }),
  session: { token: 'token-of-ada', user: null },
});
const types = (store: ReturnType<typeof plainStore>) =>
  store.getActions().map((action: UnknownAction) => action.type);

test('logout ends the session here and on the server, drops every cached answer, then leaves after the toasts', async () => {
  const logoutHeaders: Array<string | null> = [];
  server.use(
    http.post(apiUrl('/user/logout'), ({ request }) => {
      logoutHeaders.push(request.headers.get('authorization'));
      return HttpResponse.json({ success: true, message: 'You have been logged out' });
    }),
  );
  jest.useFakeTimers();
  try {
    localStorage.setItem(STORAGE_KEYS.token, 'token-of-ada');
    const store = plainStore(signedInState());
    const reload = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MemoryRouter>
          <MessageProvider>{children}</MessageProvider>
        </MemoryRouter>
      </Provider>
    );
    const { result } = renderHook(() => useLogout(reload), { wrapper });

    act(() => result.current());

    expect(types(store)).toEqual(['session/ended', api.util.resetApiState().type]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => jest.runAllTimers());
    expect(reload).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(logoutHeaders).toEqual(['Bearer token-of-ada']));
});

test('a 401 on a signed-in call ends the session', async () => {
  server.use(answer('post', '/user/getUser_id', { success: false, message: 'Please sign in' }, 401));
  const store = mockStore(signedInState());

  void store.dispatch(authApi.endpoints.getUser.initiate('token-of-ada'));

  await waitFor(() => expect(types(store)).toContain('session/ended'));
});

test('a 401 from the login form is a wrong passcode, not an ended session', async () => {
  server.use(answer('post', '/user/login', { success: false, message: 'Invalid email or password' }, 401));
  const store = mockStore(rootReducer(undefined, { type: 'init' }));

  await store.dispatch(authApi.endpoints.login.initiate({ email: 'ada@example.com', password: 'x' }));

  expect(types(store)).toContain('api/executeMutation/rejected');
  expect(types(store)).not.toContain('session/ended');
});
