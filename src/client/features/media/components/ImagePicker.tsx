import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Flex, Upload } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { CloudUploadOutlined, PictureOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, MAX_IMAGES } from '../imageChecks';
import { useImageUploads } from '../useImageUploads';

/** Pick images ('Select Files'), preview and prune them, then Upload with per-file progress. */
export default function ImagePicker() {
  const intl = useIntl();
  const { files, uploading, beforeUpload, remove, uploadAll } = useImageUploads();
  return (
    <Panel title={intl.formatMessage({ id: 'media.picker.title', defaultMessage: 'Choose images' })}>
      <Typography.Paragraph type="secondary" id="image-rules">
        <FormattedMessage
          id="media.picker.rules"
          defaultMessage="JPEG, PNG or WebP, up to 5 MB each, at most {max} at a time."
          values={{ max: MAX_IMAGES }}
        />
      </Typography.Paragraph>
      <Upload
        accept={IMAGE_ACCEPT}
        multiple
        listType="picture"
        fileList={files}
        beforeUpload={beforeUpload}
        onRemove={remove}
        disabled={uploading}
        showUploadList={{ showRemoveIcon: !uploading }}
      >
        <Button icon={<PictureOutlined />} aria-describedby="image-rules" disabled={uploading}>
          <FormattedMessage id="media.picker.selectFiles" defaultMessage="Select Files" />
        </Button>
      </Upload>
      <Flex style={{ marginTop: 16 }}>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          onClick={() => void uploadAll()}
          disabled={files.length === 0}
          loading={uploading}
        >
          <FormattedMessage id="media.picker.upload" defaultMessage="Upload" />
        </Button>
      </Flex>
    </Panel>
  );
}
