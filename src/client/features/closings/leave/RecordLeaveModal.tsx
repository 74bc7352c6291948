import { useState } from 'react';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useGetSubstitutesQuery, useRecordLeaveMutation } from '../closingsApi';
import ClosingPreviewLine from '../components/ClosingPreviewLine';
import { DayRangeField, ReasonField } from '../components/ClosingFields';
import { leaveRangeOf, type LeaveDoctor, type LeaveValues } from './leaveValues';

const messages = defineMessages({
  range: { id: 'closings.leave.range', defaultMessage: 'First and last day of leave' },
  rangeRequired: {
    id: 'closings.leave.rangeRequired',
    defaultMessage: 'Please choose the first and the last day',
  },
  firstDay: { id: 'closings.leave.firstDay', defaultMessage: 'First day' },
  lastDay: { id: 'closings.leave.lastDay', defaultMessage: 'Last day' },
  reason: { id: 'closings.leave.reason', defaultMessage: 'Reason' },
  reasonRequired: { id: 'closings.leave.reasonRequired', defaultMessage: 'Please give a reason' },
  substitute: { id: 'closings.leave.substitute', defaultMessage: 'Substitute (optional)' },
  substituteHelp: {
    id: 'closings.leave.substituteHelp',
    defaultMessage: 'Patients are offered the same date and time with this doctor, where they have a place.',
  },
  searchDoctor: { id: 'closings.leave.searchDoctor', defaultMessage: 'Search a doctor of the same service' },
  continue: { id: 'closings.leave.continue', defaultMessage: 'Continue' },
  back: { id: 'closings.leave.back', defaultMessage: 'Back' },
  cancel: { id: 'closings.leave.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'closings.leave.confirm', defaultMessage: 'Record leave' },
  recorded: { id: 'closings.leave.recorded', defaultMessage: 'Leave recorded' },
  noSubstitute: {
    id: 'closings.leave.noSubstitute',
    defaultMessage: 'Their patients are told and offered the next open day.',
  },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  title: defineMessage<{ name: string }>({
    id: 'closings.leave.title',
    defaultMessage: 'Record leave: {name}',
  }),
  doctor: defineMessage<{ firstName: string; lastName: string }>({
    id: 'closings.leave.doctor',
    defaultMessage: 'Dr. {firstName} {lastName}',
  }),
  option: defineMessage<{ name: string; location: string }>({
    id: 'closings.leave.option',
    defaultMessage: 'Dr. {name} · {location}',
  }),
  sure: defineMessage<{ name: string; from: string; to: string }>({
    id: 'closings.leave.sure',
    defaultMessage: 'Close every clinic day of {name} from {from} to {to}?',
  }),
  withSubstitute: defineMessage<{ substitute: string }>({
    id: 'closings.leave.withSubstitute',
    defaultMessage:
      'Their patients are told, and offered to keep the same date and time with Dr. {substitute} in one click, or to rebook.',
  }),
};

const INITIAL: LeaveValues = { range: null, reason: '' };

interface RecordLeaveModalProps {
  doctor: LeaveDoctor;
  onClose: () => void;
}

/**
 * 'Record leave': a range of days, a reason and an optional substitute of the same service. The
 * first step shows what closing those days would cancel; the second asks once more before any day
 * closes.
 */
export default function RecordLeaveModal({ doctor, onClose }: RecordLeaveModalProps) {
  const [form] = Form.useForm<LeaveValues>();
  const intl = useIntl();
  const message = useMessage();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [search, setSearch] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [recordLeave, { isLoading }] = useRecordLeaveMutation();
  const { data: doctors = [], isFetching } = useGetSubstitutesQuery({ service: doctor.service, search });
  const range = leaveRangeOf(Form.useWatch('range', form));
  const substituteId = Form.useWatch('substituteDoctorId', form);
  const name = intl.formatMessage(named.doctor, { firstName: doctor.firstName, lastName: doctor.lastName });
  const options = doctors
    .filter((d) => d._id !== doctor._id)
    .map((d) => ({
      value: d._id,
      label: intl.formatMessage(named.option, { name: `${d.firstName} ${d.lastName}`, location: d.location }),
    }));
  const substitute = doctors.find((d) => d._id === substituteId);

  const send = async () => {
    const values = form.getFieldsValue(true) as LeaveValues;
    const days = leaveRangeOf(values.range);
    if (!days) return;
    setRefusal(null);
    try {
      const answer = await recordLeave({
        doctorId: doctor._id,
        ...days,
        reason: values.reason.trim(),
        ...(values.substituteDoctorId ? { substituteDoctorId: values.substituteDoctorId } : {}),
      }).unwrap();
      void message.success(answer.message ?? intl.formatMessage(messages.recorded));
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
      setStep('form');
    }
  };

  const confirming = step === 'confirm';
  return (
    <Modal
      open
      destroyOnHidden
      title={intl.formatMessage(named.title, { name })}
      okText={intl.formatMessage(confirming ? messages.confirm : messages.continue)}
      cancelText={intl.formatMessage(confirming ? messages.back : messages.cancel)}
      okButtonProps={{ danger: confirming }}
      confirmLoading={isLoading}
      onOk={() => (confirming ? void send() : form.submit())}
      onCancel={() => (confirming ? setStep('form') : onClose())}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      {/* no <form> element: Enter in a field must not record the leave before it is confirmed */}
      <div hidden={confirming}>
        <Form<LeaveValues>
          form={form}
          component={false}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={() => setStep('confirm')}
          onValuesChange={() => setRefusal(null)}
        >
          <DayRangeField
            idPrefix="leave"
            label={intl.formatMessage(messages.range)}
            requiredText={intl.formatMessage(messages.rangeRequired)}
            firstDay={intl.formatMessage(messages.firstDay)}
            lastDay={intl.formatMessage(messages.lastDay)}
          />
          <ReasonField
            label={intl.formatMessage(messages.reason)}
            requiredText={intl.formatMessage(messages.reasonRequired)}
          />
          <Form.Item
            label={intl.formatMessage(messages.substitute)}
            name="substituteDoctorId"
            htmlFor="leave-substitute"
            extra={intl.formatMessage(messages.substituteHelp)}
          >
            <Select
              id="leave-substitute"
              allowClear
              showSearch={{ filterOption: false, onSearch: setSearch }}
              loading={isFetching}
              placeholder={intl.formatMessage(messages.searchDoctor)}
              options={options}
            />
          </Form.Item>
        </Form>
      </div>
      {confirming && range && (
        <Typography.Paragraph strong>
          {intl.formatMessage(named.sure, { name, ...range })}
        </Typography.Paragraph>
      )}
      {confirming && range && (
        <Typography.Paragraph>
          {substitute
            ? intl.formatMessage(named.withSubstitute, {
                substitute: `${substitute.firstName} ${substitute.lastName}`,
              })
            : intl.formatMessage(messages.noSubstitute)}
        </Typography.Paragraph>
      )}
      <ClosingPreviewLine request={range && { doctorId: doctor._id, ...range }} />
    </Modal>
  );
}
