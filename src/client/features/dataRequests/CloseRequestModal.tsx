import { Form, Input, Modal } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api/api';
import { useMessage } from '../../lib/toasts/messages';
import { zodRule } from '../../lib/zodRule';
import { closeDataRequestSchema, type CloseDataRequestInput } from '../../../shared/schemas/dataRights';
import type { DataRequest } from '../../../shared/answers/dataRights';
import { useCloseDataRequestMutation } from './dataRequestsApi';

const title = defineMessage<{ reference: string }>({
  id: 'dataRequests.close.title',
  defaultMessage: 'Close request {reference}',
});
const messages = defineMessages({
  outcome: { id: 'dataRequests.close.outcome', defaultMessage: 'What was done' },
  save: { id: 'dataRequests.close.save', defaultMessage: 'Close request' },
  closed: { id: 'dataRequests.close.closed', defaultMessage: 'Request closed' },
});

/** Closes an open request with what was done; the administrator closing it is recorded. */
export default function CloseRequestModal({
  request,
  onClose,
}: {
  request: DataRequest | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const message = useMessage();
  const [form] = Form.useForm<CloseDataRequestInput>();
  const [close, { isLoading }] = useCloseDataRequestMutation();
  const onFinish = async (values: CloseDataRequestInput) => {
    if (!request) return;
    try {
      await close({ id: request._id, ...values }).unwrap();
      void message.success(intl.formatMessage(messages.closed));
      form.resetFields();
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Modal
      open={request !== undefined}
      title={intl.formatMessage(title, { reference: request?.reference ?? '' })}
      onCancel={onClose}
      okText={intl.formatMessage(messages.save)}
      okButtonProps={{ loading: isLoading, htmlType: 'submit', form: 'close-data-request' }}
      destroyOnHidden
    >
      <Form<CloseDataRequestInput>
        id="close-data-request"
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(messages.save)}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="outcome"
          label={intl.formatMessage(messages.outcome)}
          rules={[zodRule(closeDataRequestSchema, 'outcome')]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
