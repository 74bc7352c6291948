import { Button, Flex, Upload } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { CloudUploadOutlined, PictureOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT } from '../imageChecks';
import { useImageUploads } from '../useImageUploads';

/** Pick images ('Select Files'), preview and prune them, then Upload with per-file progress. */
export default function ImagePicker() {
  const { files, uploading, beforeUpload, remove, uploadAll } = useImageUploads();
  return (
    <Panel title="Choose images">
      <Typography.Paragraph type="secondary" id="image-rules">
        JPEG, PNG or WebP, up to 5 MB each, at most 10 at a time.
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
          Select Files
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
          Upload
        </Button>
      </Flex>
    </Panel>
  );
}
