import { useMemo, useState } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Radio } from 'antd';
import { errorMessage } from '../../../app/api';
import { useMessage } from '../../../app/messages';
import { clinicDateDisabler, DATE_FORMAT } from '../../../components/clinicDatePicker';
import { useCloseClinicDayMutation } from '../closingsApi';
import { useClosedDates } from '../useClosedDates';
import ClosingPreviewLine from './ClosingPreviewLine';
import { closingDaysOf, leaveDayDisabler, type ClosingDoctor, type ClosingValues } from './closingDays';

const REASON_MAX = 300;
const SPANS = [
  { label: 'One day', value: 'one' },
  { label: 'Several days', value: 'several' },
];
const INITIAL: ClosingValues = { span: 'one', date: null, range: null, reason: '' };

interface CloseClinicDayModalProps {
  doctor: ClosingDoctor;
  onClose: () => void;
}

/**
 * 'Close clinic day' (issue 14): one of the doctor's clinic days, or a range for leave, with a
 * required reason. Before anything is sent, the server's count of the visits it would cancel is
 * shown; closing cancels them, tells each patient and offers them the next open day.
 */
export default function CloseClinicDayModal({ doctor, onClose }: CloseClinicDayModalProps) {
  const [form] = Form.useForm<ClosingValues>();
  const message = useMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [closeClinicDay, { isLoading }] = useCloseClinicDayMutation();
  const closed = useClosedDates(doctor._id);
  const clinicDays = useMemo(
    () => clinicDateDisabler({ rules: doctor.clinicDay, closed }),
    [doctor.clinicDay, closed],
  );
  const span = Form.useWatch('span', form) ?? INITIAL.span;
  const days = closingDaysOf({
    span,
    date: Form.useWatch('date', form),
    range: Form.useWatch('range', form),
  });
  const name = `Dr. ${doctor.firstName} ${doctor.lastName}`;

  const onFinish = async (values: ClosingValues) => {
    const chosen = closingDaysOf(values);
    if (!chosen) return;
    setRefusal(null);
    try {
      const answer = await closeClinicDay({
        doctorId: doctor._id,
        ...chosen,
        reason: values.reason.trim(),
      }).unwrap();
      void message.success(answer.message ?? 'Clinic day closed');
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={`Close clinic day: ${name}`}
      okText="Close clinic day"
      cancelText="Keep open"
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      {/* no <form> element: Enter in a field must not close the day before the count below is read */}
      <Form<ClosingValues>
        form={form}
        component={false}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={onFinish}
        onValuesChange={() => setRefusal(null)}
      >
        <Form.Item name="span" label="Close">
          <Radio.Group optionType="button" options={SPANS} />
        </Form.Item>
        {span === 'one' ? (
          <Form.Item
            label="Clinic day"
            name="date"
            htmlFor="closing-date"
            required
            rules={[{ required: true, message: 'Please choose a date' }]}
          >
            <DatePicker
              id="closing-date"
              format={DATE_FORMAT}
              disabledDate={clinicDays}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label="First and last day"
            name="range"
            htmlFor="closing-from"
            required
            rules={[{ required: true, message: 'Please choose the first and the last day' }]}
          >
            <DatePicker.RangePicker
              id={{ start: 'closing-from', end: 'closing-to' }}
              format={DATE_FORMAT}
              placeholder={['First day', 'Last day']}
              disabledDate={leaveDayDisabler}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        <Form.Item
          label="Reason"
          name="reason"
          required
          rules={[{ required: true, whitespace: true, message: 'Please give a reason' }]}
        >
          <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
      <ClosingPreviewLine request={days && { doctorId: doctor._id, ...days }} />
    </Modal>
  );
}
