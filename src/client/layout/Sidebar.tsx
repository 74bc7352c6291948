import { useMemo, useState, type ComponentType, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Input, Layout, Menu, type MenuProps } from 'antd';
import Typography from '../components/Typography';
import { LogoutOutlined, SearchOutlined } from '@ant-design/icons';
import { useAppSelector } from '../app/hooks';
import { selectCurrentUser, selectRole, useLogout } from '../features/auth';
import { ROLE_HOME } from '../../shared/roles';
import { filterMenu, menuFor, selectedEntry } from './menus';
import { useMenuIcons } from './menuIcons';

export const SIDEBAR_ID = 'app-sidebar';
const LOGOUT_KEY = 'logout';

/** Wide windows: the sidebar stays in view while the page scrolls. Narrow ones: it lies over the page. */
const STICKY_STYLE: CSSProperties = { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' };
const OVERLAY_STYLE: CSSProperties = { ...STICKY_STYLE, position: 'fixed', left: 0, zIndex: 1001 };

/** An entry's icon, or until the role's icons arrive an empty space of its size (no shift when they do). */
function MenuIcon({ icon: Icon }: { icon: ComponentType | undefined }) {
  return Icon ? <Icon /> : <span className="anticon frame-menu-icon-space" aria-hidden="true" />;
}

/** The dark-blue sidebar: logo, menu search, the role's menu and Logout (spec 2.1, 2.2). */
export default function Sidebar({ collapsed, narrow }: { collapsed: boolean; narrow: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const role = useAppSelector(selectRole) ?? 'user';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [query, setQuery] = useState('');
  const menu = useMemo(() => menuFor(role, user?._id ?? ''), [role, user?._id]);
  const shown = filterMenu(menu, query);
  const selected = selectedEntry(menu, pathname, role);
  const icons = useMenuIcons(role);

  const items: MenuProps['items'] = [
    ...shown.map(({ path, label, kind }) => ({
      key: path,
      icon: <MenuIcon icon={icons?.[kind]} />,
      label: <Link to={path}>{label}</Link>,
    })),
    { type: 'divider' },
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: 'Logout' },
  ];

  // A click on the link itself is routed by the link; Enter on the item and clicks beside the text land here.
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (key === LOGOUT_KEY) return logout();
    const onLink = domEvent.target instanceof Element && domEvent.target.closest('a');
    if (!onLink) navigate(key);
  };

  return (
    <Layout.Sider
      id={SIDEBAR_ID}
      collapsed={collapsed}
      collapsedWidth={narrow ? 0 : 80}
      width={240}
      trigger={null}
      inert={narrow && collapsed}
      className="frame-sider"
      style={narrow ? OVERLAY_STYLE : STICKY_STYLE}
    >
      <Link to={ROLE_HOME[role]} className="frame-logo" aria-label="ClinicBook home">
        <img src="/logo.svg" alt="" width={32} height={32} />
        {!collapsed && <span>ClinicBook</span>}
      </Link>
      {!collapsed && (
        <div className="frame-menu-search">
          <Input
            allowClear
            size="small"
            prefix={<SearchOutlined />}
            placeholder="Search menu"
            aria-label="Search menu"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {shown.length === 0 && (
            <Typography.Text className="frame-menu-empty">No menu entries match.</Typography.Text>
          )}
        </div>
      )}
      <nav aria-label="Main menu">
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={items}
          onClick={onClick}
        />
      </nav>
    </Layout.Sider>
  );
}
