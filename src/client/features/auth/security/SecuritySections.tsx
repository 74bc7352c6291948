import { FormattedMessage } from 'react-intl';
import { Divider } from 'antd';
import TwoFactorSection from './TwoFactorSection';
import SessionsSection from './SessionsSection';
import MyDataSection from '../privacy/MyDataSection';

/** /profile: "Two-factor sign-in", "Signed-in sessions" and "Your data". */
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
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.security.myDataHeading" defaultMessage="Your data" />
      </Divider>
      <MyDataSection />
    </>
  );
}
