import { Form, Input, Modal } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { zodRule } from '../../../lib/zodRule';
import { REVIEW_COMMENT_MAX, reopenReviewSchema, type Review } from '../../../../shared/schemas/reviews';
import { useReopenReviewMutation } from '../reviewsApi';
import ReviewUnderModeration from './ReviewUnderModeration';
import { useModerationSubmit } from './useModerationSubmit';

const messages = defineMessages({
  unpublishTitle: { id: 'reviews.reopen.unpublishTitle', defaultMessage: 'Unpublish review' },
  unpublishIntro: {
    id: 'reviews.reopen.unpublishIntro',
    defaultMessage:
      'The review leaves the doctor’s published reviews and rating, and goes back on hold to be decided again.',
  },
  unpublish: { id: 'reviews.reopen.unpublish', defaultMessage: 'Unpublish' },
  reconsiderTitle: { id: 'reviews.reopen.reconsiderTitle', defaultMessage: 'Reconsider review' },
  reconsiderIntro: {
    id: 'reviews.reopen.reconsiderIntro',
    defaultMessage: 'The rejected review goes back on hold, to be approved or rejected again.',
  },
  reconsider: { id: 'reviews.reopen.reconsider', defaultMessage: 'Reconsider' },
  cancel: { id: 'reviews.reopen.cancel', defaultMessage: 'Cancel' },
  adminComment: { id: 'reviews.reopen.adminComment', defaultMessage: 'Admin Comment' },
  done: { id: 'reviews.reopen.done', defaultMessage: 'Review put back on hold' },
  failure: { id: 'reviews.reopen.failure', defaultMessage: 'Error updating review status' },
});

interface ReopenValues {
  adminComment?: string;
}

/**
 * Unpublish an approved review, or reconsider a rejected one: the review whole, what will happen, and
 * the admin comment that says why (required). The review goes back on hold, where 'Update' decides it.
 */
export default function ReopenReviewModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const [form] = Form.useForm<ReopenValues>();
  const intl = useIntl();
  const [reopen, { isLoading }] = useReopenReviewMutation();
  const unpublishing = review.status === 'approved';
  const title = intl.formatMessage(unpublishing ? messages.unpublishTitle : messages.reconsiderTitle);

  const submit = useModerationSubmit({ done: messages.done, failure: messages.failure }, onClose);
  const onFinish = async ({ adminComment }: ReopenValues) => {
    if (adminComment === undefined) return;
    await submit(() => reopen({ reviewId: review._id, adminComment }).unwrap());
  };

  return (
    <Modal
      open
      title={title}
      okText={intl.formatMessage(unpublishing ? messages.unpublish : messages.reconsider)}
      cancelText={intl.formatMessage(messages.cancel)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <ReviewUnderModeration review={review} />
      <Typography.Paragraph>
        {intl.formatMessage(unpublishing ? messages.unpublishIntro : messages.reconsiderIntro)}
      </Typography.Paragraph>
      <Form<ReopenValues> form={form} layout="vertical" aria-label={title} onFinish={onFinish}>
        <Form.Item
          label={intl.formatMessage(messages.adminComment)}
          name="adminComment"
          required
          rules={[zodRule(reopenReviewSchema, 'adminComment')]}
        >
          <Input.TextArea rows={4} maxLength={REVIEW_COMMENT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
