import { Outlet } from 'react-router-dom';
import { Layout } from 'antd';
import AppHeader from './AppHeader';
import Sidebar from './Sidebar';
import { useSidebarCollapse } from './useSidebarCollapse';
import './frame.css';

/**
 * The shared frame around every signed-in screen: sidebar, header, and the page on a white
 * card. On narrow windows the opened sidebar lies over the page; Escape or a tap beside it closes it.
 */
export default function AppFrame() {
  const { collapsed, narrow, toggle, close } = useSidebarCollapse();
  const overlayOpen = narrow && !collapsed;
  return (
    <Layout
      className="frame"
      onKeyDown={(event) => {
        if (overlayOpen && event.key === 'Escape') close();
      }}
    >
      <Sidebar collapsed={collapsed} narrow={narrow} />
      {overlayOpen && <div className="frame-backdrop" aria-hidden="true" onClick={close} />}
      <Layout className="frame-main">
        <AppHeader collapsed={collapsed} onToggle={toggle} />
        <Layout.Content className="frame-content">
          <div className="frame-page">
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
