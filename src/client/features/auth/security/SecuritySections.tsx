import { Divider } from 'antd';
import TwoFactorSection from './TwoFactorSection';
import SessionsSection from './SessionsSection';

/** /profile: "Two-factor sign-in" and "Signed-in sessions" (issue 24). */
export default function SecuritySections() {
  return (
    <>
      <Divider titlePlacement="start">Two-factor sign-in</Divider>
      <TwoFactorSection />
      <Divider titlePlacement="start">Signed-in sessions</Divider>
      <SessionsSection />
    </>
  );
}
