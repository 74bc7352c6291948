import { useId, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Flex, Switch } from 'antd';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import type { Envelope } from '../../../../shared/types';

interface PreferenceSwitchProps {
  /** What the server holds now. */
  checked: boolean;
  label: ReactNode;
  /** Under the switch, and its accessible description. */
  help: ReactNode;
  /** Stores the choice: resolves with the server's answer, rejects with its refusal. */
  save: (wanted: boolean) => Promise<Envelope<unknown>>;
  /** The toast when the answer carries no message of its own. */
  saved: MessageDescriptor;
}

/**
 * One of the account's yes-or-no choices (e-mail, texts): the switch shows
 * what the server holds; a change is saved at once, and shown once the server has stored it (the
 * session takes the updated user from the answer). A refusal is toasted and changes nothing.
 */
export default function PreferenceSwitch({ checked, label, help, save, saved }: PreferenceSwitchProps) {
  const switchId = useId();
  const helpId = useId();
  const message = useMessage();
  const intl = useIntl();
  const [saving, setSaving] = useState(false);

  const change = async (wanted: boolean) => {
    setSaving(true);
    try {
      const answer = await save(wanted);
      void message.success(answer.message ?? intl.formatMessage(saved));
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={12}>
        <Switch
          id={switchId}
          checked={checked}
          loading={saving}
          disabled={saving}
          onChange={(wanted) => void change(wanted)}
          aria-describedby={helpId}
        />
        <label htmlFor={switchId} className="switch-label">
          {label}
        </label>
      </Flex>
      <Typography.Text type="secondary" id={helpId}>
        {help}
      </Typography.Text>
    </Flex>
  );
}
