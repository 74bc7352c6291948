import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setupStore, type AppStore, type RootState } from '../../src/client/app/store';
import { AppProviders } from '../../src/client/app/AppProviders';
import { routes as appRoutes } from '../../src/client/app/router';
import { makeUser } from './msw';
import type { User } from '../../src/shared/types';

/**
 * The app's providers around a router. antd's styles are left out of the document here (cssinjs in
 * its server mode): jsdom does no layout, yet matched every one of their rules against each element
 * and its ancestors whenever a role query asked whether it was hidden, which took most of the client
 * suite's time. What the page looks like, and what is hidden, is checked in Chromium (e2e).
 */
function TestProviders({
  store,
  router,
}: {
  store: AppStore;
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
  return (
    <StyleProvider mock="server">
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>
  );
}

/** Renders an element on a fresh real store, inside the app's providers and a memory router. */
export function renderWithProviders(
  element: ReactElement,
  {
    preloadedState,
    route = '/',
    path = '*',
  }: { preloadedState?: Partial<RootState>; route?: string; path?: string } = {},
) {
  const store = setupStore(preloadedState);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <div>elsewhere</div> },
    ],
    {
      initialEntries: [route],
    },
  );
  return {
    store,
    router,
    ...render(<TestProviders store={store} router={router} />),
  };
}

/** Renders the whole app's route table at a path, optionally signed in as a user. */
export function renderApp(
  route: string,
  options: { token?: string | null; user?: User | null; routes?: RouteObject[] } = {},
) {
  const token = options.token ?? null;
  const store = setupStore({ session: { token, user: options.user ?? null } });
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [route] });
  return {
    store,
    router,
    ...render(<TestProviders store={store} router={router} />),
  };
}

export { makeUser };
