import { useMemo } from 'react';
import dayjs from 'dayjs';
import { Button, Col, Popconfirm, Row } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { DeleteOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../app/api';
import { ListCard } from '../../reference';
import type { MediaImage } from '../../../../shared/types';
import { imagesAdapter, useDeleteImageMutation, useListImagesQuery } from '../mediaApi';
import { formatBytes } from '../imageChecks';
import { useMessage } from '../../../app/messages';

const { selectAll } = imagesAdapter.getSelectors();

function ImageTile({ image }: { image: MediaImage }) {
  const message = useMessage();
  const [deleteImage] = useDeleteImageMutation();
  const uploaded = dayjs(image.createdAt).format('DD-MM-YYYY HH:mm');

  const onConfirm = async () => {
    try {
      const response = await deleteImage(image._id).unwrap();
      void message.success(response.message ?? 'Image deleted');
    } catch (error) {
      void message.error(errorMessage(error, 'Failed to delete image'));
    }
  };

  return (
    <Panel
      size="small"
      cover={
        <img
          src={image.url}
          alt={`Image uploaded ${uploaded}`}
          loading="lazy"
          style={{ height: 140, objectFit: 'cover' }}
        />
      }
    >
      <Typography.Text strong>{formatBytes(image.size)}</Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {uploaded}
      </Typography.Text>
      <Popconfirm
        title="Delete this image?"
        description="It will no longer be shown anywhere in ClinicBook."
        okText="Yes, delete"
        cancelText="Cancel"
        okButtonProps={{ danger: true }}
        onConfirm={onConfirm}
      >
        <Button danger size="small" block icon={<DeleteOutlined />}>
          Delete
        </Button>
      </Popconfirm>
    </Panel>
  );
}

/** The uploaded images, newest first, as a grid of thumbnails with size, date and Delete. */
export default function ImageGrid() {
  const images = useListImagesQuery();
  const list = useMemo(() => (images.data ? selectAll(images.data) : []), [images.data]);
  return (
    <ListCard
      title="Uploaded images"
      count={list.length}
      isLoading={images.isLoading}
      errorText={images.isError ? 'Could not load the uploaded images' : undefined}
      onRetry={() => void images.refetch()}
      emptyText="No images uploaded yet"
    >
      <Row gutter={[16, 16]} role="list">
        {list.map((image) => (
          <Col key={image._id} xs={12} sm={8} md={6} xl={4} role="listitem">
            <ImageTile image={image} />
          </Col>
        ))}
      </Row>
    </ListCard>
  );
}
