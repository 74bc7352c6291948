import { FormattedMessage } from 'react-intl';
import { Divider } from 'antd';
import TwoFactorSection from './TwoFactorSection';
import SessionsSection from './SessionsSection';

/** /profile: "Two-factor sign-in" and "Signed-in sessions". */
export default function SecuritySections() {
  return (
    <>
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.security.twoFactorHeading" defaultMessage="Two-factor sign-in" />
      </Divider>
      <TwoFactorSection />
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.security.sessionsHeading" defaultMessage="Signed-in sessions" />
      </Divider>
      <SessionsSection />
    </>
  );
}
