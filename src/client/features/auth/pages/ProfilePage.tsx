import { Descriptions, Divider } from 'antd';
import Panel from '../../../components/Panel';
import { instantText } from '../../../components/instantText';
import { ROLE_LABEL, roleOf } from '../../../../shared/roles';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../sessionSlice';
import MailPreferenceSwitch from '../components/MailPreferenceSwitch';
import SecuritySections from '../security/SecuritySections';
import { FamilyMembersCard } from '../../patients';

/** The signed-in user's own details (the header's name links here) and their e-mail choice (issue 13). */
export default function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Panel title="My Profile" style={{ maxWidth: 640, margin: '0 auto' }}>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'name', label: 'Name', children: user.name },
          { key: 'email', label: 'Email', children: user.email },
          { key: 'phone', label: 'Phone', children: user.phone },
          { key: 'role', label: 'Role', children: ROLE_LABEL[roleOf(user)] },
          {
            key: 'since',
            label: 'Member since',
            children: instantText(user.createdAt, { withTime: false, invalid: '' }),
          },
        ]}
      />
      <Divider titlePlacement="start">E-mail</Divider>
      <MailPreferenceSwitch appointmentMail={user.appointmentMail} />
      <SecuritySections />
      <FamilyMembersCard />
    </Panel>
  );
}
