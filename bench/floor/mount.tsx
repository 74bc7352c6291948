import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ConfigProvider, message } from 'antd';
import { probeStore } from './store';

function WithToasts({ Page }: { Page: ComponentType }) {
  const [, toasts] = message.useMessage();
  return (
    <>
      {toasts}
      <Page />
    </>
  );
}

/** The frame every probe shares: store, theme, router and toasts, as the app's own entry has. */
export function mount(Page: ComponentType) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={probeStore}>
      <ConfigProvider theme={{ token: { colorPrimary: '#157a41' } }}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<WithToasts Page={Page} />} />
          </Routes>
        </BrowserRouter>
      </ConfigProvider>
    </Provider>,
  );
}
