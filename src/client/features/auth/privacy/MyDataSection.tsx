import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { saveBlob } from '../../../lib/saveBlob';
import { useDownloadMyDataMutation } from './privacyApi';

const messages = defineMessages({
  downloaded: { id: 'auth.myData.downloaded', defaultMessage: 'Your data has been downloaded' },
});

/**
 * /profile "Your data": one file with everything the clinic keeps about the person and the family
 * members they manage, to keep or to take to another clinic.
 */
export default function MyDataSection() {
  const intl = useIntl();
  const message = useMessage();
  const [download, { isLoading }] = useDownloadMyDataMutation();
  const downloadCopy = async () => {
    try {
      const file = await download().unwrap();
      saveBlob(file.blob, file.fileName);
      void message.success(intl.formatMessage(messages.downloaded));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Flex vertical gap={12} align="start">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        <FormattedMessage
          id="auth.myData.explanation"
          defaultMessage="One file with everything the clinic keeps about you and the family members you manage: your account, visits, reviews, the mails and texts sent to you, and your sign-ins. It includes your record in FHIR, which other clinics' systems read."
        />
      </Typography.Paragraph>
      <Button icon={<DownloadOutlined aria-hidden />} loading={isLoading} onClick={() => void downloadCopy()}>
        <FormattedMessage id="auth.myData.download" defaultMessage="Download my data" />
      </Button>
    </Flex>
  );
}
