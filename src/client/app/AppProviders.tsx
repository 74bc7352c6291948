import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { AppStore } from './store';
import { theme } from './theme';
import { registerMessageApi } from './notifier';
import FullScreenSpinner from '../components/FullScreenSpinner';

/** Hands the App's message instance to code outside React (query-error toasts). */
function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(null);
  }, [message]);
  return null;
}

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
        <AntApp message={{ top: 16, maxCount: 3 }}>
          <NotifierBridge />
          <FullScreenSpinner />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
