import { useMemo } from 'react';
import dayjs from 'dayjs';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button, Col, Popconfirm, Row } from 'antd';
import Typography from '../../../components/Typography';
import Panel from '../../../components/Panel';
import { DeleteOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api/api';
import { ListCard } from '../../reference';
import type { MediaImage } from '../../../../shared/types';
import { imagesAdapter, useDeleteImageMutation, useListImagesQuery } from '../mediaApi';
import { formatBytes } from '../imageChecks';
import { useMessage } from '../../../lib/toasts/messages';

const { selectAll } = imagesAdapter.getSelectors();

const messages = defineMessages<{
  deleted: NoMessageValues;
  deleteFailed: NoMessageValues;
  imageAlt: { date: string };
  confirmTitle: NoMessageValues;
  confirmDescription: NoMessageValues;
  confirmOk: NoMessageValues;
  cancel: NoMessageValues;
  delete: NoMessageValues;
  title: NoMessageValues;
  loadFailed: NoMessageValues;
  empty: NoMessageValues;
}>({
  deleted: { id: 'media.grid.deleted', defaultMessage: 'Image deleted' },
  deleteFailed: { id: 'media.grid.deleteFailed', defaultMessage: 'Failed to delete image' },
  imageAlt: { id: 'media.grid.imageAlt', defaultMessage: 'Image uploaded {date}' },
  confirmTitle: { id: 'media.grid.confirmTitle', defaultMessage: 'Delete this image?' },
  confirmDescription: {
    id: 'media.grid.confirmDescription',
    defaultMessage: 'It will no longer be shown anywhere in ClinicBook.',
  },
  confirmOk: { id: 'media.grid.confirmOk', defaultMessage: 'Yes, delete' },
  cancel: { id: 'media.grid.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'media.grid.delete', defaultMessage: 'Delete' },
  title: { id: 'media.grid.title', defaultMessage: 'Uploaded images' },
  loadFailed: { id: 'media.grid.loadFailed', defaultMessage: 'Could not load the uploaded images' },
  empty: { id: 'media.grid.empty', defaultMessage: 'No images uploaded yet' },
});

function ImageTile({ image }: { image: MediaImage }) {
  const message = useMessage();
  const intl = useIntl();
  const [deleteImage] = useDeleteImageMutation();
  const uploaded = dayjs(image.createdAt).format('DD-MM-YYYY HH:mm');

  const onConfirm = async () => {
    try {
      const response = await deleteImage(image._id).unwrap();
      void message.success(response.message ?? intl.formatMessage(messages.deleted));
    } catch (error) {
      void message.error(errorMessage(error, intl.formatMessage(messages.deleteFailed)));
    }
  };

  return (
    <Panel
      size="small"
      cover={
        <img
          src={image.url}
          alt={intl.formatMessage(messages.imageAlt, { date: uploaded })}
          loading="lazy"
          style={{ height: 140, objectFit: 'cover' }}
        />
      }
    >
      <Typography.Text strong>{formatBytes(image.size, intl)}</Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {uploaded}
      </Typography.Text>
      <Popconfirm
        title={intl.formatMessage(messages.confirmTitle)}
        description={intl.formatMessage(messages.confirmDescription)}
        okText={intl.formatMessage(messages.confirmOk)}
        cancelText={intl.formatMessage(messages.cancel)}
        okButtonProps={{ danger: true }}
        onConfirm={onConfirm}
      >
        <Button danger size="small" block icon={<DeleteOutlined />}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </Popconfirm>
    </Panel>
  );
}

/** The uploaded images, newest first, as a grid of thumbnails with size, date and Delete. */
export default function ImageGrid() {
  const intl = useIntl();
  const images = useListImagesQuery();
  const list = useMemo(() => (images.data ? selectAll(images.data) : []), [images.data]);
  return (
    <ListCard
      title={intl.formatMessage(messages.title)}
      count={list.length}
      isLoading={images.isLoading}
      errorText={images.isError ? intl.formatMessage(messages.loadFailed) : undefined}
      onRetry={() => void images.refetch()}
      emptyText={intl.formatMessage(messages.empty)}
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
