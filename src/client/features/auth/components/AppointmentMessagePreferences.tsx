import { defineMessage, FormattedMessage } from 'react-intl';
import { Divider } from 'antd';
import PhoneNumber from '../../../components/PhoneNumber';
import { MAIL_PREFERENCES_SAVED_TEXT, TEXT_PREFERENCES_SAVED_TEXT } from '../../../../shared/schemas/profile';
import type { User } from '../../../../shared/types';
import {
  useUpdateConsentMutation,
  useUpdateMailPreferencesMutation,
  useUpdateTextPreferencesMutation,
} from '../authApi';
import PreferenceSwitch from './PreferenceSwitch';

const REVIEW_NAME_SAVED = defineMessage({
  id: 'auth.reviewNamePreference.saved',
  defaultMessage: 'Choice saved',
});

/**
 * The profile's 'E-mail', 'Text messages' and 'Reviews' sections, each a consent that can be withdrawn: whether the clinic writes
 * about the account's appointments, and whether the account's published reviews show its name. One-time codes are mailed regardless; a text's STOP or START
 * reply changes the same choice as the switch.
 */
export default function AppointmentMessagePreferences({ user }: { user: User }) {
  const [updateMail] = useUpdateMailPreferencesMutation();
  const [updateTexts] = useUpdateTextPreferencesMutation();
  const [updateConsent] = useUpdateConsentMutation();
  return (
    <>
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.profile.emailSection" defaultMessage="E-mail" />
      </Divider>
      <PreferenceSwitch
        checked={user.appointmentMail}
        label={
          <FormattedMessage id="auth.mailPreference.label" defaultMessage="E-mail me about my appointments" />
        }
        help={
          <FormattedMessage
            id="auth.mailPreference.help"
            defaultMessage="Bookings, approvals, changes and reminders. One-time codes for signing in and resetting your passcode are always e-mailed."
          />
        }
        save={(wanted) => updateMail({ appointmentMail: wanted }).unwrap()}
        saved={MAIL_PREFERENCES_SAVED_TEXT}
      />
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.profile.textSection" defaultMessage="Text messages" />
      </Divider>
      <PreferenceSwitch
        checked={user.appointmentTexts}
        label={
          <FormattedMessage id="auth.textPreference.label" defaultMessage="Text me about my appointments" />
        }
        help={
          <FormattedMessage
            id="auth.textPreference.help"
            defaultMessage="Approvals, changes, reminders and the call to the doctor's room, by text to {phone}. Reply STOP to any text to stop them."
            values={{ phone: <PhoneNumber phone={user.phone} /> }}
          />
        }
        save={(wanted) => updateTexts({ appointmentTexts: wanted }).unwrap()}
        saved={TEXT_PREFERENCES_SAVED_TEXT}
      />
      <Divider titlePlacement="start">
        <FormattedMessage id="auth.profile.reviewsSection" defaultMessage="Reviews" />
      </Divider>
      <PreferenceSwitch
        checked={user.reviewName}
        label={
          <FormattedMessage
            id="auth.reviewNamePreference.label"
            defaultMessage="Show my name on my published reviews"
          />
        }
        help={
          <FormattedMessage
            id="auth.reviewNamePreference.help"
            defaultMessage="Off: your reviews are still published, signed “A patient”."
          />
        }
        save={(wanted) => updateConsent({ consent: 'reviewName', given: wanted }).unwrap()}
        saved={REVIEW_NAME_SAVED}
      />
    </>
  );
}
