import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Flex, Typography } from 'antd';
import { useMessage } from '../../../lib/toasts/messages';

const messages = defineMessages({
  copied: { id: 'auth.recoveryCodes.copied', defaultMessage: 'Recovery codes copied' },
  copyFailed: {
    id: 'auth.recoveryCodes.copyFailed',
    defaultMessage: 'Could not copy; please write the codes down',
  },
  saveNow: { id: 'auth.recoveryCodes.saveNow', defaultMessage: 'Save these recovery codes now' },
  explanation: {
    id: 'auth.recoveryCodes.explanation',
    defaultMessage: 'Each one signs you in once if you lose your phone. They will not be shown again.',
  },
  listLabel: { id: 'auth.recoveryCodes.listLabel', defaultMessage: 'Recovery codes' },
});

/** The ten recovery codes, shown once, with a copy button. */
export default function RecoveryCodes({ codes }: { codes: string[] }) {
  const message = useMessage();
  const intl = useIntl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      void message.success(intl.formatMessage(messages.copied));
    } catch {
      void message.error(intl.formatMessage(messages.copyFailed));
    }
  };
  return (
    <Flex vertical gap={8}>
      <Alert
        type="warning"
        showIcon
        title={intl.formatMessage(messages.saveNow)}
        description={intl.formatMessage(messages.explanation)}
      />
      <ol
        aria-label={intl.formatMessage(messages.listLabel)}
        style={{ columns: 2, margin: 0, fontFamily: 'monospace' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Button onClick={() => void copy()}>
        <FormattedMessage id="auth.recoveryCodes.copy" defaultMessage="Copy recovery codes" />
      </Button>
    </Flex>
  );
}
