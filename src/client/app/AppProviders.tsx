import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConfigProvider } from 'antd';
// the ES module: 'antd/locale/en_GB' is the CommonJS build, which brought its own copies of the
// picker and pagination texts into every page's first download
import enGB from 'antd/es/locale/en_GB';
import type { AppStore } from './store';
import { theme } from './theme';
import { MessageProvider } from './messages';
import FullScreenSpinner from '../components/FullScreenSpinner';

/** Redux store, antd theme with the page's CSP nonce, toasts top-centre, the full-screen spinner. */
export function AppProviders({
  store,
  nonce,
  children,
}: {
  store: AppStore;
  nonce?: string;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} locale={enGB} csp={nonce ? { nonce } : undefined}>
        <MessageProvider>
          <FullScreenSpinner />
          {children}
        </MessageProvider>
      </ConfigProvider>
    </Provider>
  );
}
