import { Form, Input, Modal, Select } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api/api';
import { useMessage } from '../../lib/toasts/messages';
import { zodRule } from '../../lib/zodRule';
import { todayAtClinic } from '../../lib/clinicTime/clinicDatePicker';
import {
  DATA_REQUEST_KINDS,
  recordDataRequestSchema,
  type RecordDataRequestInput,
} from '../../../shared/schemas/dataRights';
import { useRecordDataRequestMutation } from './dataRequestsApi';
import PatientChoice from './PatientChoice';
import { KIND_TEXT } from './requestWords';

const messages = defineMessages({
  title: { id: 'dataRequests.record.title', defaultMessage: 'Record a request received in writing' },
  kind: { id: 'dataRequests.record.kind', defaultMessage: 'What they ask for' },
  patient: { id: 'dataRequests.record.patient', defaultMessage: 'Patient' },
  receivedOn: { id: 'dataRequests.record.receivedOn', defaultMessage: 'Received on' },
  reference: { id: 'dataRequests.record.reference', defaultMessage: 'Reference (of the letter or e-mail)' },
  details: { id: 'dataRequests.record.details', defaultMessage: 'What the person asked for' },
  save: { id: 'dataRequests.record.save', defaultMessage: 'Record request' },
  recorded: { id: 'dataRequests.record.recorded', defaultMessage: 'Request recorded' },
});

/** An administrator records a request that came by letter or e-mail; the clock runs from the day it came. */
export default function RecordRequestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const message = useMessage();
  const [form] = Form.useForm<RecordDataRequestInput>();
  const [record, { isLoading }] = useRecordDataRequestMutation();
  const onFinish = async (values: RecordDataRequestInput) => {
    try {
      await record({ ...values, reference: values.reference || undefined }).unwrap();
      void message.success(intl.formatMessage(messages.recorded));
      form.resetFields();
      onClose();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Modal
      open={open}
      title={intl.formatMessage(messages.title)}
      onCancel={onClose}
      okText={intl.formatMessage(messages.save)}
      okButtonProps={{ loading: isLoading, htmlType: 'submit', form: 'record-data-request' }}
      destroyOnHidden
    >
      <Form<RecordDataRequestInput>
        id="record-data-request"
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(messages.title)}
        initialValues={{ kind: 'correction', receivedOn: todayAtClinic() }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="kind"
          label={intl.formatMessage(messages.kind)}
          rules={[zodRule(recordDataRequestSchema, 'kind')]}
        >
          <Select
            options={DATA_REQUEST_KINDS.map((kind) => ({
              value: kind,
              label: intl.formatMessage(KIND_TEXT[kind]),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="patientId"
          label={intl.formatMessage(messages.patient)}
          rules={[zodRule(recordDataRequestSchema, 'patientId')]}
        >
          <PatientChoice />
        </Form.Item>
        <Form.Item
          name="receivedOn"
          label={intl.formatMessage(messages.receivedOn)}
          rules={[zodRule(recordDataRequestSchema, 'receivedOn')]}
        >
          <Input type="date" max={todayAtClinic()} />
        </Form.Item>
        <Form.Item
          name="reference"
          label={intl.formatMessage(messages.reference)}
          rules={[zodRule(recordDataRequestSchema, 'reference')]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="details"
          label={intl.formatMessage(messages.details)}
          rules={[zodRule(recordDataRequestSchema, 'details')]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
