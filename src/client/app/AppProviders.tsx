import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from '../lib/theme';
import { MessageProvider } from '../lib/toasts/messages';
import FullScreenSpinner from './FullScreenSpinner';
import { IntlRoot } from '../i18n/IntlRoot';

/**
 * Redux store, the language on screen (texts, antd's locale and direction), antd theme with the page's
 * CSP nonce, toasts top-centre, the full-screen spinner.
 */
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
      <IntlRoot theme={theme} nonce={nonce}>
        <MessageProvider>
          <FullScreenSpinner />
          {children}
        </MessageProvider>
      </IntlRoot>
    </Provider>
  );
}
