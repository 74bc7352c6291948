import { Link } from 'react-router-dom';
import { Button, Layout, Tag } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useAppSelector } from '../app/hooks';
import { COLORS } from '../app/theme';
import { selectCurrentUser, selectRole } from '../features/auth';
import { ROLE_LABEL } from '../../shared/roles';
import HeaderBellSlot from './HeaderBellSlot';
import { SIDEBAR_ID } from './Sidebar';

/** The header (spec 2.1): menu toggle, notification bell, the user's name to /profile, the role label. */
export default function AppHeader({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const user = useAppSelector(selectCurrentUser);
  const role = useAppSelector(selectRole) ?? 'user';
  return (
    <Layout.Header className="frame-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label="Toggle menu"
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={onToggle}
      />
      <div className="frame-header-end">
        <HeaderBellSlot />
        <Link to="/profile" className="frame-user-name">
          {user?.name}
        </Link>
        <Tag color={COLORS.navy}>{ROLE_LABEL[role]}</Tag>
      </div>
    </Layout.Header>
  );
}
