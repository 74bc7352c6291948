import { Form, Input, Modal, Select } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { zodRule } from '../../../lib/zodRule';
import {
  REVIEW_COMMENT_MAX,
  reviewStatusSchema,
  type Review,
  type ReviewStatus,
} from '../../../../shared/schemas/reviews';
import { useUpdateReviewStatusMutation } from '../reviewsApi';
import { patientName, reviewDoctorName } from './reviewText';
import ReviewUnderModeration from './ReviewUnderModeration';
import { useModerationSubmit } from './useModerationSubmit';

const messages = defineMessages({
  success: { id: 'reviews.updateFeedback.success', defaultMessage: 'Review status updated successfully' },
  failure: { id: 'reviews.updateFeedback.failure', defaultMessage: 'Error updating review status' },
  approved: { id: 'reviews.updateFeedback.approved', defaultMessage: 'Approved' },
  hold: { id: 'reviews.updateFeedback.hold', defaultMessage: 'Hold' },
  rejected: { id: 'reviews.updateFeedback.rejected', defaultMessage: 'Rejected' },
  title: { id: 'reviews.updateFeedback.title', defaultMessage: 'Update Feedback' },
  update: { id: 'reviews.updateFeedback.update', defaultMessage: 'Update' },
  status: { id: 'reviews.updateFeedback.status', defaultMessage: 'Status' },
  statusPlaceholder: { id: 'reviews.updateFeedback.statusPlaceholder', defaultMessage: 'Select a status' },
  adminComment: { id: 'reviews.updateFeedback.adminComment', defaultMessage: 'Admin Comment' },
});

const STATUSES: ReviewStatus[] = ['approved', 'hold', 'rejected'];

interface FeedbackValues {
  status?: ReviewStatus;
  adminComment?: string;
}

/**
 * 'Update Feedback': the review being judged (its stars and whole text), then publish, hold or reject
 * it with a comment. The server's message wins on failure (e.g. its 409 for a review already decided).
 */
export default function UpdateFeedbackModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const [form] = Form.useForm<FeedbackValues>();
  const intl = useIntl();
  const statusOptions = STATUSES.map((value) => ({ value, label: intl.formatMessage(messages[value]) }));
  const [updateStatus, { isLoading }] = useUpdateReviewStatusMutation();

  const submit = useModerationSubmit({ done: messages.success, failure: messages.failure }, onClose);
  const onFinish = async ({ status, adminComment }: FeedbackValues) => {
    if (!status || adminComment === undefined) return;
    await submit(() => updateStatus({ reviewId: review._id, status, adminComment }).unwrap());
  };

  return (
    <Modal
      open
      title={intl.formatMessage(messages.title)}
      okText={intl.formatMessage(messages.update)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <ReviewUnderModeration review={review} />
      <Form<FeedbackValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(
          {
            id: 'reviews.updateFeedback.formLabel',
            defaultMessage: "Feedback on {patient}'s review of {doctor}",
          },
          {
            patient: patientName(review),
            doctor: reviewDoctorName(review, intl),
          },
        )}
        initialValues={{ status: review.status ?? undefined, adminComment: review.adminComment ?? '' }}
        onFinish={onFinish}
      >
        <Form.Item
          label={intl.formatMessage(messages.status)}
          name="status"
          required
          rules={[zodRule(reviewStatusSchema, 'status')]}
        >
          <Select options={statusOptions} placeholder={intl.formatMessage(messages.statusPlaceholder)} />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.adminComment)}
          name="adminComment"
          required
          rules={[zodRule(reviewStatusSchema, 'adminComment')]}
        >
          <Input.TextArea rows={4} maxLength={REVIEW_COMMENT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
