import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Descriptions, Divider, Select } from 'antd';
import Panel from '../../../components/Panel';
import { instantText } from '../../../components/instantText';
import { ROLE_TEXT, roleOf } from '../../../../shared/roles';
import { LANGUAGES } from '../../../../shared/languages';
import { useAppSelector } from '../../../app/hooks';
import { useChooseLanguage } from '../../../i18n/useChooseLanguage';
import { selectCurrentUser } from '../sessionSlice';
import MailPreferenceSwitch from '../components/MailPreferenceSwitch';
import SecuritySections from '../security/SecuritySections';
import { FamilyMembersCard } from '../../patients';

const messages = defineMessages({
  title: { id: 'auth.profile.title', defaultMessage: 'My Profile' },
  name: { id: 'auth.profile.name', defaultMessage: 'Name' },
  email: { id: 'auth.profile.email', defaultMessage: 'Email' },
  phone: { id: 'auth.profile.phone', defaultMessage: 'Phone' },
  role: { id: 'auth.profile.role', defaultMessage: 'Role' },
  memberSince: { id: 'auth.profile.memberSince', defaultMessage: 'Member since' },
  language: { id: 'auth.profile.language', defaultMessage: 'Language' },
});

/** Every language named in itself (issue 29), marked with its own language for screen readers. */
const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, name }) => ({
  value: code,
  label: <span lang={code}>{name}</span>,
}));

/**
 * The signed-in user's own details (the header's name links here), their language (issue 29, kept on
 * the account) and their e-mail choice (issue 13).
 */
export default function ProfilePage() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [language, chooseLanguage] = useChooseLanguage();
  if (!user) return null;
  return (
    <Panel title={intl.formatMessage(messages.title)} style={{ maxWidth: 640, margin: '0 auto' }}>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'name', label: intl.formatMessage(messages.name), children: user.name },
          { key: 'email', label: intl.formatMessage(messages.email), children: user.email },
          { key: 'phone', label: intl.formatMessage(messages.phone), children: user.phone },
          {
            key: 'role',
            label: intl.formatMessage(messages.role),
            children: intl.formatMessage(ROLE_TEXT[roleOf(user)]),
          },
          {
            key: 'since',
            label: intl.formatMessage(messages.memberSince),
            children: instantText(user.createdAt, { withTime: false, invalid: '' }),
          },
          {
            key: 'language',
            label: intl.formatMessage(messages.language),
            children: (
              <Select
                aria-label={intl.formatMessage(messages.language)}
                value={language}
                options={LANGUAGE_OPTIONS}
                onChange={chooseLanguage}
                style={{ minWidth: 160 }}
              />
            ),
          },
        ]}
      />
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.profile.emailSection" defaultMessage="E-mail" />
      </Divider>
      <MailPreferenceSwitch appointmentMail={user.appointmentMail} />
      <SecuritySections />
      <FamilyMembersCard />
    </Panel>
  );
}
