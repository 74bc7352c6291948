import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme, touchTheme } from '../lib/theme';
import { useTouchWidth } from '../lib/useTouchWidth';
import { MessageProvider } from '../lib/toasts/messages';
import FullScreenSpinner from './FullScreenSpinner';
import { IntlRoot } from '../i18n/IntlRoot';

/**
 * Redux store, the language on screen (texts, antd's locale and direction), antd theme with the page's
 * CSP nonce (sized for a thumb at a phone's width), toasts top-centre, the full-screen spinner.
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
  const touch = useTouchWidth();
  return (
    <Provider store={store}>
      <IntlRoot theme={touch ? touchTheme : theme} nonce={nonce}>
        <MessageProvider>
          <FullScreenSpinner />
          {children}
        </MessageProvider>
      </IntlRoot>
    </Provider>
  );
}
