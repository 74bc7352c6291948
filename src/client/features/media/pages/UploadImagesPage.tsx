import { FormattedMessage } from 'react-intl';
import { Flex } from 'antd';
import Typography from '../../../components/Typography';
import ImagePicker from '../components/ImagePicker';
import ImageGrid from '../components/ImageGrid';

/** /admin/media-image-uploads: pick and upload, then the stored images below. */
export default function UploadImagesPage() {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1100 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <FormattedMessage id="media.page.title" defaultMessage="Upload Images" />
      </Typography.Title>
      <ImagePicker />
      <ImageGrid />
    </Flex>
  );
}
