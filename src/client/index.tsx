import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setupStore } from './app/store';
import { createAppRouter } from './app/router';
import { AppProviders } from './app/AppProviders';
import './styles.css';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const store = setupStore();
const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders store={store} nonce={nonce}>
    <RouterProvider router={router} />
  </AppProviders>,
);
