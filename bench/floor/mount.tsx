import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConfigProvider, message } from 'antd';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { probeStore } from './store';

/**
 * The formatting runtime a page of a six-language app must carry (react-intl with its messages
 * compiled at build, no parser), made as the app makes it: English, its words in the code.
 */
const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} }, createIntlCache());

function WithToasts({ Page }: { Page: ComponentType }) {
  const [, toasts] = message.useMessage();
  return (
    <>
      {toasts}
      <Page />
    </>
  );
}

/** The frame every probe shares: store, words, theme, router and toasts, as the app's own entry has. */
export function mount(Page: ComponentType) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={probeStore}>
      <RawIntlProvider value={intl}>
        <ConfigProvider theme={{ token: { colorPrimary: '#157a41' } }}>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<WithToasts Page={Page} />} />
            </Routes>
          </BrowserRouter>
        </ConfigProvider>
      </RawIntlProvider>
    </Provider>,
  );
}
