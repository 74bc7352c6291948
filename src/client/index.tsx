import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { setupStore } from './app/store';
import { AppRoutes, preloadRoute } from './app/router';
import { AppProviders } from './app/AppProviders';
import { stampStyleNonce } from './app/styleNonce';
import { ReleaseUpdates } from './app/ReleaseUpdates';
import { watchConnection } from './lib/connection';
import './styles.css';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) stampStyleNonce(nonce);
const store = setupStore();
// back online (the network back, or the server answering again), the reads on screen ask again:
// refetchOnReconnect in lib/api/api.ts
setupListeners(store.dispatch, (dispatch, { onOnline, onOffline }) =>
  watchConnection((online) => dispatch(online ? onOnline() : onOffline())),
);
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders store={store} nonce={nonce}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <ReleaseUpdates />
  </AppProviders>,
);
