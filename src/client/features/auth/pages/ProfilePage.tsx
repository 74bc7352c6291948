import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Descriptions, Divider, Select } from 'antd';
import Panel from '../../../components/Panel';
import { instantText } from '../../../lib/clinicTime/instantText';
import { ROLE_TEXT, roleOf } from '../../../../shared/roles';
import { LANGUAGE_OPTIONS } from '../../../i18n/languageOptions';
import { useAppSelector } from '../../../lib/store/hooks';
import { usePhoneWidth } from '../../../lib/usePhoneWidth';
import { useChooseLanguage } from '../../../i18n/useChooseLanguage';
import { selectCurrentUser } from '../sessionSlice';
import AppointmentMessagePreferences from '../components/AppointmentMessagePreferences';
import SecuritySections from '../security/SecuritySections';
import { FamilyMembersCard } from '../../patients';
import OwnPhoneNumber from '../components/OwnPhoneNumber';
import ConsentsSection from '../privacy/ConsentsSection';
import DeleteAccountSection from '../privacy/DeleteAccountSection';
import { RecordAccessSection } from '../../recordAccess';

const messages = defineMessages({
  title: { id: 'auth.profile.title', defaultMessage: 'My Profile' },
  name: { id: 'auth.profile.name', defaultMessage: 'Name' },
  email: { id: 'auth.profile.email', defaultMessage: 'Email' },
  phone: { id: 'auth.profile.phone', defaultMessage: 'Phone' },
  role: { id: 'auth.profile.role', defaultMessage: 'Role' },
  memberSince: { id: 'auth.profile.memberSince', defaultMessage: 'Member since' },
  language: { id: 'auth.profile.language', defaultMessage: 'Language' },
});

/**
 * The signed-in user's own details (the header's name links here) with their phone to change, their
 * language (kept on the account), their e-mail, text and review choices and their consents' history.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [language, chooseLanguage] = useChooseLanguage();
  // on a phone each label sits above its value, which gets the whole width (an e-mail stays whole)
  const phone = usePhoneWidth();
  if (!user) return null;
  return (
    <Panel title={intl.formatMessage(messages.title)} style={{ maxWidth: 640, margin: '0 auto' }}>
      <Descriptions
        column={1}
        layout={phone ? 'vertical' : 'horizontal'}
        bordered
        size="middle"
        items={[
          { key: 'name', label: intl.formatMessage(messages.name), children: user.name },
          { key: 'email', label: intl.formatMessage(messages.email), children: user.email },
          {
            key: 'phone',
            label: intl.formatMessage(messages.phone),
            children: <OwnPhoneNumber phone={user.phone} />,
          },
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
      <AppointmentMessagePreferences user={user} />
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.profile.consentsSection" defaultMessage="Privacy and consents" />
      </Divider>
      <ConsentsSection user={user} />
      <Divider titlePlacement="start">
        <FormattedMessage
          id="auth.profile.recordAccessSection"
          defaultMessage="Who has looked at my record"
        />
      </Divider>
      <RecordAccessSection />
      <SecuritySections />
      <FamilyMembersCard />
      {roleOf(user) === 'user' && (
        <>
          <Divider titlePlacement="start">
            <FormattedMessage id="auth.profile.dangerZone" defaultMessage="Danger zone" />
          </Divider>
          <DeleteAccountSection />
        </>
      )}
    </Panel>
  );
}
