import { Link } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { Button, Layout, Tag } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useAppSelector } from '../lib/store/hooks';
import { COLORS } from '../lib/theme';
import { selectCurrentUser, selectRole } from '../features/auth';
import { ROLE_TEXT } from '../../shared/roles';
import HeaderBellSlot from './HeaderBellSlot';
import LanguageMenu from './LanguageMenu';
import { SIDEBAR_ID } from './Sidebar';
import Isolated from '../components/Isolated';

const messages = defineMessages({
  toggleMenu: { id: 'layout.header.toggleMenu', defaultMessage: 'Toggle menu' },
});

/**
 * The header: menu toggle, the language chooser, notification bell, the user's
 * name to /profile, the role label.
 */
export default function AppHeader({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const role = useAppSelector(selectRole) ?? 'user';
  return (
    <Layout.Header className="frame-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={intl.formatMessage(messages.toggleMenu)}
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={onToggle}
      />
      <div className="frame-header-end">
        <LanguageMenu />
        <HeaderBellSlot />
        <Link to="/profile" className="frame-user-name">
          <Isolated text={user?.name} cut />
        </Link>
        <Tag color={COLORS.navy}>{intl.formatMessage(ROLE_TEXT[role])}</Tag>
      </div>
    </Layout.Header>
  );
}
