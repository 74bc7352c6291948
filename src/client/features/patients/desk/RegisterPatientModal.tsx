import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorEnvelope, errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { zodRule } from '../../../lib/zodRule';
import BirthDatePicker from '../components/BirthDatePicker';
import { PATIENT_TEXT, registerPatientSchema } from '../../../../shared/schemas/patients';
import { useRegisterPatientMutation, type RegisterPatientInput } from '../patientsApi';
import { dateOfBirthRule, isoDay } from '../components/dateOfBirthRule';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectLanguage } from '../../../i18n/languageSlice';
import { LANGUAGE_OPTIONS } from '../../../i18n/languageOptions';
import type { Language } from '../../../../shared/languages';
import { PrivacyNoticeField, useGetPrivacyNoticeQuery } from '../../auth';

interface RegisterValues {
  name: string;
  phone: string;
  email?: string;
  dateOfBirth: Dayjs | null;
  language: Language;
  /** the privacy notice version the patient accepted, while ticked */
  privacyVersion?: number;
}

/** The record the server said already exists, and what identifies it in the search. */
interface Existing {
  _id: string;
  name: string;
  text: string;
  search: string;
}

const messages = defineMessages({
  title: { id: 'patients.registerPatient.title', defaultMessage: 'Register patient' },
  register: { id: 'patients.registerPatient.register', defaultMessage: 'Register' },
  fullName: { id: 'patients.registerPatient.fullName', defaultMessage: 'Full Name' },
  phone: { id: 'patients.registerPatient.phone', defaultMessage: 'Phone Number' },
  email: { id: 'patients.registerPatient.email', defaultMessage: 'Email (optional)' },
  emailHelp: {
    id: 'patients.registerPatient.emailHelp',
    defaultMessage: 'With an e-mail, the patient is invited to set a passcode and see their visits.',
  },
  dateOfBirth: { id: 'patients.registerPatient.dateOfBirth', defaultMessage: 'Date of Birth (optional)' },
  language: { id: 'patients.registerPatient.language', defaultMessage: 'Language' },
  languageHelp: {
    id: 'patients.registerPatient.languageHelp',
    defaultMessage: 'The invitation and later mail are written in it.',
  },
});

const rule = (field: keyof RegisterPatientInput) => [zodRule(registerPatientSchema, field)];

/** What the desk typed in the search, as the new patient's phone (mostly digits) or name. */
function prefill(search: string): Partial<RegisterValues> {
  const text = search.trim();
  if (!text) return {};
  return /^\+?[\d\s()-]{7,}$/.test(text) ? { phone: text } : { name: text };
}

/**
 * Register patient: name and phone required, e-mail and date of birth optional; no
 * passcode (an e-mail brings an invitation to set one). A duplicate is not an error to retype: the
 * desk is offered the existing record instead.
 */
export default function RegisterPatientModal({
  initialSearch,
  onClose,
  onShow,
  onBook,
}: {
  initialSearch: string;
  onClose: () => void;
  /** Shows a record in the list by searching for this text. */
  onShow: (search: string) => void;
  onBook: (patient: { _id: string; name: string }) => void;
}) {
  const [form] = Form.useForm<RegisterValues>();
  const message = useMessage();
  const intl = useIntl();
  const [registerPatient, { isLoading }] = useRegisterPatientMutation();
  const [existing, setExisting] = useState<Existing | null>(null);
  // the desk's own language is the likeliest guess; the desk changes it for the caller
  const screenLanguage = useAppSelector(selectLanguage);
  // the notice in force, which the patient accepts with their registration (none: nothing to accept)
  const { data: notice } = useGetPrivacyNoticeQuery();

  const onFinish = async (values: RegisterValues) => {
    const body: RegisterPatientInput = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      ...(values.email?.trim() ? { email: values.email.trim() } : {}),
      ...(values.dateOfBirth ? { dateOfBirth: isoDay(values.dateOfBirth) } : {}),
      language: values.language,
      ...(values.privacyVersion ? { privacyVersion: values.privacyVersion } : {}),
    };
    setExisting(null);
    try {
      const response = await registerPatient(body).unwrap();
      void message.success(response.message ?? intl.formatMessage(PATIENT_TEXT.patientRegistered));
      onShow(body.phone);
    } catch (error) {
      const found = (errorEnvelope(error)?.data as { _id?: string } | undefined)?._id;
      const text = errorMessage(error);
      if (!found) {
        void message.error(text);
        return;
      }
      // the server answers in the caller's own language, the one on screen
      const byEmail = text === intl.formatMessage(PATIENT_TEXT.emailInUse) && body.email;
      setExisting({ _id: found, name: body.name, text, search: byEmail ? body.email! : body.phone });
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(messages.title)}
      okText={intl.formatMessage(messages.register)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
    >
      {existing && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={existing.text}
          description={
            <Flex wrap gap={8} style={{ marginTop: 8 }}>
              <Button size="small" type="primary" onClick={() => onShow(existing.search)}>
                <FormattedMessage
                  id="patients.registerPatient.openExisting"
                  defaultMessage="Open existing record"
                />
              </Button>
              <Button size="small" onClick={() => onBook(existing)}>
                <FormattedMessage id="patients.registerPatient.bookForThem" defaultMessage="Book for them" />
              </Button>
            </Flex>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(messages.title)}
        initialValues={{ dateOfBirth: null, language: screenLanguage, ...prefill(initialSearch) }}
        onFinish={onFinish}
      >
        <Form.Item label={intl.formatMessage(messages.fullName)} name="name" required rules={rule('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={intl.formatMessage(messages.phone)} name="phone" required rules={rule('phone')}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.email)}
          name="email"
          rules={rule('email')}
          extra={intl.formatMessage(messages.emailHelp)}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.dateOfBirth)}
          name="dateOfBirth"
          rules={[dateOfBirthRule(registerPatientSchema)]}
        >
          <BirthDatePicker />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.language)}
          name="language"
          extra={intl.formatMessage(messages.languageHelp)}
        >
          <Select options={LANGUAGE_OPTIONS} virtual={false} />
        </Form.Item>
        {notice && <PrivacyNoticeField notice={notice} desk />}
      </Form>
    </Modal>
  );
}
