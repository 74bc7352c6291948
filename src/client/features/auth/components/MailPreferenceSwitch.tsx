import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Flex, Switch } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { MAIL_PREFERENCES_SAVED_TEXT } from '../../../../shared/schemas/profile';
import { useUpdateMailPreferencesMutation } from '../authApi';

/**
 * 'E-mail me about my appointments' (issue 13): the switch shows what the server holds; a change is
 * saved at once and shown once the server has stored it. One-time codes are mailed regardless.
 */
export default function MailPreferenceSwitch({ appointmentMail }: { appointmentMail: boolean }) {
  const switchId = useId();
  const helpId = useId();
  const message = useMessage();
  const intl = useIntl();
  const [updateMailPreferences, { isLoading }] = useUpdateMailPreferencesMutation();

  const save = async (wanted: boolean) => {
    try {
      const answer = await updateMailPreferences({ appointmentMail: wanted }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(MAIL_PREFERENCES_SAVED_TEXT));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={12}>
        <Switch
          id={switchId}
          checked={appointmentMail}
          loading={isLoading}
          disabled={isLoading}
          onChange={(wanted) => void save(wanted)}
          aria-describedby={helpId}
        />
        <label htmlFor={switchId}>
          <FormattedMessage id="auth.mailPreference.label" defaultMessage="E-mail me about my appointments" />
        </label>
      </Flex>
      <Typography.Text type="secondary" id={helpId}>
        <FormattedMessage
          id="auth.mailPreference.help"
          defaultMessage="Bookings, approvals, changes and reminders. One-time codes for signing in and resetting your passcode are always e-mailed."
        />
      </Typography.Text>
    </Flex>
  );
}
