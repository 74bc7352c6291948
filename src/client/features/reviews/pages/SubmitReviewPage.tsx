import { Alert, Button, Form, Input } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Panel from '../../../components/Panel';
import { errorMessage } from '../../../lib/api/api';
import { zodRule } from '../../../lib/zodRule';
import {
  AppointmentSearchSelect,
  useAppointmentChoices,
  useGetUserAppointmentsQuery,
} from '../../appointments';
import { REVIEW_COMMENT_MAX } from '../../../../shared/vocabulary';
import { useSubmitReviewMutation } from '../reviewsApi';
import RatingField from '../components/RatingField';
import {
  appointmentChoiceLabel,
  appointmentChoiceMessages,
  REVIEWABLE,
} from '../components/appointmentChoices';
import { useMessage } from '../../../lib/toasts/messages';

interface ReviewValues {
  appointmentId?: string;
  rating?: number;
  comment?: string;
}

const messages = defineMessages({
  title: { id: 'reviews.submitReview.title', defaultMessage: 'Submit Doctor Review' },
  fetchFailed: { id: 'reviews.submitReview.fetchFailed', defaultMessage: 'Failed to fetch data' },
  appointment: { id: 'reviews.submitReview.appointment', defaultMessage: 'Appointment' },
  appointmentPlaceholder: {
    id: 'reviews.submitReview.appointmentPlaceholder',
    defaultMessage: 'Select an appointment',
  },
  rating: { id: 'reviews.submitReview.rating', defaultMessage: 'Rating' },
  comment: { id: 'reviews.submitReview.comment', defaultMessage: 'Comment' },
  commentPlaceholder: {
    id: 'reviews.submitReview.commentPlaceholder',
    defaultMessage: 'How was your visit?',
  },
});

/** The server's schema, with zod, arrives on the first validation rather than with the page. */
const submitReviewSchema = async () =>
  (await import('../../../../shared/schemas/reviews')).submitReviewSchema;
const rule = (field: keyof ReviewValues) => [zodRule(submitReviewSchema, field)];

/** An HTTP failure, as opposed to a 2xx answer whose body says success: false. */
const isHttpFailure = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status >= 300;
};

/**
 * Submit Doctor Review: the patient rates one of their completed or
 * follow-up visits not yet reviewed, searched by doctor or service as they type. After a success the
 * form clears, and the refetched choices no longer offer that visit.
 */
export default function SubmitReviewPage() {
  const [form] = Form.useForm<ReviewValues>();
  const message = useMessage();
  const intl = useIntl();
  const choices = useAppointmentChoices(useGetUserAppointmentsQuery, REVIEWABLE);
  const [submitReview, { isLoading: isSending }] = useSubmitReviewMutation();

  const onFinish = async ({ appointmentId = '', rating = 0, comment = '' }: ReviewValues) => {
    try {
      const response = await submitReview({ appointmentId, rating, comment }).unwrap();
      if (response.message) void message.success(response.message);
      form.resetFields();
    } catch (error) {
      // a 2xx answer saying success: false shows nothing (it is only logged). A refusal
      // sent as an HTTP error (the 409 'You have already reviewed this appointment', a 400, a 500) is
      // something the patient must understand, so its message is shown.
      if (isHttpFailure(error)) void message.error(errorMessage(error));
      else console.warn('submit-review answered success: false', error);
    }
  };

  return (
    <Panel title={intl.formatMessage(messages.title)} style={{ maxWidth: 600, margin: '0 auto' }}>
      {choices.isError && (
        <Alert
          type="error"
          showIcon
          title={intl.formatMessage(messages.fetchFailed)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<ReviewValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(messages.title)}
        onFinish={onFinish}
      >
        <Form.Item
          label={intl.formatMessage(messages.appointment)}
          name="appointmentId"
          required
          rules={rule('appointmentId')}
        >
          <AppointmentSearchSelect
            choices={choices}
            labelOf={(a) => appointmentChoiceLabel(a, intl)}
            noneText={intl.formatMessage(appointmentChoiceMessages.none)}
            placeholder={intl.formatMessage(messages.appointmentPlaceholder)}
          />
        </Form.Item>
        <Form.Item label={intl.formatMessage(messages.rating)} name="rating" required rules={rule('rating')}>
          <RatingField />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.comment)}
          name="comment"
          required
          rules={rule('comment')}
        >
          <Input.TextArea
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            showCount
            placeholder={intl.formatMessage(messages.commentPlaceholder)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isSending} block>
          <FormattedMessage id="reviews.submitReview.submit" defaultMessage="Submit Review" />
        </Button>
      </Form>
    </Panel>
  );
}
