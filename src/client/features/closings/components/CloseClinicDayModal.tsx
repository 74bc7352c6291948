import { useMemo, useState } from 'react';
import { Alert, DatePicker, Form, Modal, Radio } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { clinicDateDisabler, DATE_FORMAT } from '../../../lib/clinicTime/clinicDatePicker';
import { useCloseClinicDayMutation } from '../closingsApi';
import { useClosedDates } from '../useClosedDates';
import ClosingPreviewLine from './ClosingPreviewLine';
import { DayRangeField, ReasonField } from './ClosingFields';
import { closingDaysOf, type ClosingDoctor, type ClosingValues } from './closingDays';

const messages = defineMessages({
  oneDay: { id: 'closings.modal.oneDay', defaultMessage: 'One day' },
  severalDays: { id: 'closings.modal.severalDays', defaultMessage: 'Several days' },
  closed: { id: 'closings.modal.closed', defaultMessage: 'Clinic day closed' },
  ok: { id: 'closings.modal.ok', defaultMessage: 'Close clinic day' },
  keepOpen: { id: 'closings.modal.keepOpen', defaultMessage: 'Keep open' },
  span: { id: 'closings.modal.span', defaultMessage: 'Close' },
  clinicDay: { id: 'closings.modal.clinicDay', defaultMessage: 'Clinic day' },
  dateRequired: { id: 'closings.modal.dateRequired', defaultMessage: 'Please choose a date' },
  range: { id: 'closings.modal.range', defaultMessage: 'First and last day' },
  rangeRequired: {
    id: 'closings.modal.rangeRequired',
    defaultMessage: 'Please choose the first and the last day',
  },
  firstDay: { id: 'closings.modal.firstDay', defaultMessage: 'First day' },
  lastDay: { id: 'closings.modal.lastDay', defaultMessage: 'Last day' },
  reason: { id: 'closings.modal.reason', defaultMessage: 'Reason' },
  reasonRequired: { id: 'closings.modal.reasonRequired', defaultMessage: 'Please give a reason' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  doctor: defineMessage<{ firstName: string; lastName: string }>({
    id: 'closings.modal.doctor',
    defaultMessage: 'Dr. {firstName} {lastName}',
  }),
  title: defineMessage<{ name: string }>({
    id: 'closings.modal.title',
    defaultMessage: 'Close clinic day: {name}',
  }),
};

const INITIAL: ClosingValues = { span: 'one', date: null, range: null, reason: '' };

interface CloseClinicDayModalProps {
  doctor: ClosingDoctor;
  onClose: () => void;
}

/**
 * 'Close clinic day': one of the doctor's clinic days, or a range for leave, with a
 * required reason. Before anything is sent, the server's count of the visits it would cancel is
 * shown; closing cancels them, tells each patient and offers them the next open day.
 */
export default function CloseClinicDayModal({ doctor, onClose }: CloseClinicDayModalProps) {
  const [form] = Form.useForm<ClosingValues>();
  const intl = useIntl();
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
  const name = intl.formatMessage(named.doctor, {
    firstName: doctor.firstName,
    lastName: doctor.lastName,
  });
  const spans = [
    { label: intl.formatMessage(messages.oneDay), value: 'one' },
    { label: intl.formatMessage(messages.severalDays), value: 'several' },
  ];

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
      void message.success(answer.message ?? intl.formatMessage(messages.closed));
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={intl.formatMessage(named.title, { name })}
      okText={intl.formatMessage(messages.ok)}
      cancelText={intl.formatMessage(messages.keepOpen)}
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
        <Form.Item name="span" label={intl.formatMessage(messages.span)}>
          <Radio.Group optionType="button" options={spans} />
        </Form.Item>
        {span === 'one' ? (
          <Form.Item
            label={intl.formatMessage(messages.clinicDay)}
            name="date"
            htmlFor="closing-date"
            required
            rules={[{ required: true, message: intl.formatMessage(messages.dateRequired) }]}
          >
            <DatePicker
              id="closing-date"
              format={DATE_FORMAT}
              disabledDate={clinicDays}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ) : (
          <DayRangeField
            idPrefix="closing"
            label={intl.formatMessage(messages.range)}
            requiredText={intl.formatMessage(messages.rangeRequired)}
            firstDay={intl.formatMessage(messages.firstDay)}
            lastDay={intl.formatMessage(messages.lastDay)}
          />
        )}
        <ReasonField
          label={intl.formatMessage(messages.reason)}
          requiredText={intl.formatMessage(messages.reasonRequired)}
        />
      </Form>
      <ClosingPreviewLine request={days && { doctorId: doctor._id, ...days }} />
    </Modal>
  );
}
