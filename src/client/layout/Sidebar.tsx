import { useMemo, useState, type ComponentType, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { Input, Layout, Menu, type MenuProps } from 'antd';
import Typography from '../components/Typography';
import { LogoutOutlined, SearchOutlined } from '@ant-design/icons';
import { useAppSelector } from '../lib/store/hooks';
import { SEARCH_KEYBOARD } from '../lib/keyboards';
import { selectCurrentUser, selectRole, useLogout } from '../features/auth';
import { ROLE_HOME } from '../../shared/roles';
import { filterMenu, menuFor, selectedEntry } from './menus';
import { useMenuIcons } from './menuIcons';

export const SIDEBAR_ID = 'app-sidebar';
const LOGOUT_KEY = 'logout';
/** The product's name beside the logo: a name, the same in every language. */
const PRODUCT_NAME = 'ClinicBook';

const messages = defineMessages({
  logout: { id: 'layout.sidebar.logout', defaultMessage: 'Logout' },
  home: { id: 'layout.sidebar.home', defaultMessage: 'ClinicBook home' },
  searchMenu: { id: 'layout.sidebar.searchMenu', defaultMessage: 'Search menu' },
  noMatch: { id: 'layout.sidebar.noMatch', defaultMessage: 'No menu entries match.' },
  mainMenu: { id: 'layout.sidebar.mainMenu', defaultMessage: 'Main menu' },
});

/**
 * Wide windows: the sidebar stays in view while the page scrolls. Narrow ones: it lies over the page,
 * on the side of the header's menu button (the start: the right in Arabic).
 */
const STICKY_STYLE: CSSProperties = { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' };
const OVERLAY_STYLE: CSSProperties = {
  ...STICKY_STYLE,
  position: 'fixed',
  insetInlineStart: 0,
  zIndex: 1001,
};

/** An entry's icon, or until the role's icons arrive an empty space of its size (no shift when they do). */
function MenuIcon({ icon: Icon }: { icon: ComponentType | undefined }) {
  return Icon ? <Icon /> : <span className="anticon frame-menu-icon-space" aria-hidden="true" />;
}

/** The dark-blue sidebar: logo, menu search, the role's menu and Logout. */
export default function Sidebar({ collapsed, narrow }: { collapsed: boolean; narrow: boolean }) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const role = useAppSelector(selectRole) ?? 'user';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [query, setQuery] = useState('');
  const menu = useMemo(() => menuFor(role, user?._id ?? ''), [role, user?._id]);
  // the names in the language on screen: what the reader sees is what the search looks through
  const named = useMemo(
    () => menu.map((entry) => ({ ...entry, name: intl.formatMessage(entry.label) })),
    [menu, intl],
  );
  const shown = filterMenu(named, query);
  const selected = selectedEntry(menu, pathname, role);
  const icons = useMenuIcons(role);

  const items: MenuProps['items'] = [
    ...shown.map(({ path, name, kind }) => ({
      key: path,
      icon: <MenuIcon icon={icons?.[kind]} />,
      label: <Link to={path}>{name}</Link>,
    })),
    { type: 'divider' },
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: intl.formatMessage(messages.logout) },
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
      <Link to={ROLE_HOME[role]} className="frame-logo" aria-label={intl.formatMessage(messages.home)}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        {!collapsed && <span>{PRODUCT_NAME}</span>}
      </Link>
      {!collapsed && (
        <div className="frame-menu-search">
          <Input
            {...SEARCH_KEYBOARD}
            allowClear
            size="small"
            prefix={<SearchOutlined />}
            placeholder={intl.formatMessage(messages.searchMenu)}
            aria-label={intl.formatMessage(messages.searchMenu)}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {shown.length === 0 && (
            <Typography.Text className="frame-menu-empty">
              {intl.formatMessage(messages.noMatch)}
            </Typography.Text>
          )}
        </div>
      )}
      <nav aria-label={intl.formatMessage(messages.mainMenu)}>
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
