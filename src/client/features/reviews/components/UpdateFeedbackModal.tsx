import { Form, Input, Modal, Select } from 'antd';
import { errorMessage } from '../../../app/api';
import { zodRule } from '../../../components/zodRule';
import {
  REVIEW_COMMENT_MAX,
  reviewStatusSchema,
  type Review,
  type ReviewStatus,
} from '../../../../shared/schemas/reviews';
import { useUpdateReviewStatusMutation } from '../reviewsApi';
import { patientName, reviewDoctorName } from './reviewText';
import { useMessage } from '../../../app/messages';

const SUCCESS = 'Review status updated successfully';
const FAILURE = 'Error updating review status';

const STATUS_OPTIONS: { value: ReviewStatus; label: string }[] = [
  { value: 'approved', label: 'Approved' },
  { value: 'hold', label: 'Hold' },
  { value: 'rejected', label: 'Rejected' },
];

interface FeedbackValues {
  status?: ReviewStatus;
  adminComment?: string;
}

/**
 * 'Update Feedback' (spec 2.4, 5 'Review update (admin)'): publish, hold or reject a review with a
 * comment. The server's message wins on failure (e.g. its 409 for a review already decided).
 */
export default function UpdateFeedbackModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const [form] = Form.useForm<FeedbackValues>();
  const message = useMessage();
  const [updateStatus, { isLoading }] = useUpdateReviewStatusMutation();

  const onFinish = async ({ status, adminComment }: FeedbackValues) => {
    if (!status || adminComment === undefined) return;
    try {
      const response = await updateStatus({ reviewId: review._id, status, adminComment }).unwrap();
      void message.success(response.message ?? SUCCESS);
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, FAILURE));
    }
  };

  return (
    <Modal
      open
      title="Update Feedback"
      okText="Update"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form<FeedbackValues>
        form={form}
        layout="vertical"
        aria-label={`Feedback on ${patientName(review)}'s review of ${reviewDoctorName(review)}`}
        initialValues={{ status: review.status ?? undefined, adminComment: review.adminComment ?? '' }}
        onFinish={onFinish}
      >
        <Form.Item label="Status" name="status" required rules={[zodRule(reviewStatusSchema, 'status')]}>
          <Select options={STATUS_OPTIONS} placeholder="Select a status" />
        </Form.Item>
        <Form.Item
          label="Admin Comment"
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
