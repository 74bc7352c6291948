import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setupStore } from './app/store';
import { AppRoutes, preloadRoute } from './app/router';
import { AppProviders } from './app/AppProviders';
import { stampStyleNonce } from './app/styleNonce';
import './styles.css';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) stampStyleNonce(nonce);
const store = setupStore();
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders store={store} nonce={nonce}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>,
);
