import { useMemo } from 'react';
import { Button, Col, Form, Radio, Row, Select, type FormRule } from 'antd';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import Typography from '../../../components/Typography';
import { errorMessage } from '../../../lib/api/api';
import { issueText } from '../../../lib/zodRule';
import {
  CLINIC_DAY_CATEGORIES,
  STANDARD_DAYS,
  clinicDayName,
  type ClinicDayCategory,
} from '../../../../shared/vocabulary';
import { clinicDaysAdapter, useCreateClinicDayMutation, useGetClinicDaysQuery } from '../referenceApi';
import { CATEGORY_NAME, needsDay } from '../clinicDays';
import ClinicDayList from '../components/ClinicDayList';
import { useMessage } from '../../../lib/toasts/messages';
import { clinicDayText } from '../../../lib/clinicTime/clinicDayText';

interface ClinicDayForm {
  category: ClinicDayCategory;
  day?: string;
}

const { selectAll } = clinicDaysAdapter.getSelectors();

const messages = defineMessages({
  createFailed: {
    id: 'reference.createClinicDay.createFailed',
    defaultMessage: 'Error creating clinic day.',
  },
  category: { id: 'reference.createClinicDay.category', defaultMessage: 'Category' },
  day: { id: 'reference.createClinicDay.day', defaultMessage: 'Day' },
  dayPlaceholder: { id: 'reference.createClinicDay.dayPlaceholder', defaultMessage: 'Select a day' },
  name: { id: 'reference.createClinicDay.name', defaultMessage: 'Clinic day name' },
});

/** The day is required exactly when the category's name needs one; the message is the schema's. */
const dayRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, day?: string) => {
    // the server's schema, with zod, comes on the first validation rather than with the page
    const { clinicDayInputSchema } = await import('../../../../shared/schemas/reference');
    const parsed = clinicDayInputSchema.safeParse({ name: clinicDayName(getFieldValue('category'), day) });
    if (!parsed.success) throw new Error(await issueText(parsed.error.issues[0]?.message));
  },
});

/** /admin/create-clinic-day: a category, a day, the resulting name, CREATE. */
export default function CreateClinicDayPage() {
  const [form] = Form.useForm<ClinicDayForm>();
  const message = useMessage();
  const intl = useIntl();
  const days = useGetClinicDaysQuery();
  const [createClinicDay, { isLoading: saving }] = useCreateClinicDayMutation();
  const category = Form.useWatch('category', form) ?? 'Standard';
  const day = Form.useWatch('day', form);
  const name = clinicDayName(category, needsDay(category) ? day : undefined);
  const names = useMemo(() => (days.data ? selectAll(days.data).map((d) => d.name) : []), [days.data]);
  const exists = names.includes(name);
  const dayOptions = useMemo(
    () => STANDARD_DAYS.map((value) => ({ label: clinicDayText(intl, value), value })),
    [intl],
  );

  const onFinish = async () => {
    try {
      const response = await createClinicDay({ name }).unwrap();
      void message.success(
        response.message ??
          intl.formatMessage(
            {
              id: 'reference.createClinicDay.created',
              defaultMessage: 'Clinic day "{name}" created successfully!',
            },
            { name },
          ),
      );
      form.resetFields(['day']);
    } catch (error) {
      void message.error(errorMessage(error, intl.formatMessage(messages.createFailed)));
    }
  };

  return (
    <div style={{ maxWidth: 1100 }}>
      <Typography.Title level={2}>
        <FormattedMessage id="reference.createClinicDay.title" defaultMessage="Create Clinic Day" />
      </Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Form form={form} layout="vertical" initialValues={{ category: 'Standard' }} onFinish={onFinish}>
            <Form.Item label={intl.formatMessage(messages.category)} name="category" required>
              <Radio.Group
                options={CLINIC_DAY_CATEGORIES.map((value) => ({
                  value,
                  label: intl.formatMessage(CATEGORY_NAME, { category: value }),
                }))}
                aria-label={intl.formatMessage(messages.category)}
              />
            </Form.Item>
            {needsDay(category) && (
              <Form.Item
                label={intl.formatMessage(messages.day)}
                name="day"
                required
                rules={[dayRule]}
                dependencies={['category']}
              >
                <Select
                  options={dayOptions}
                  placeholder={intl.formatMessage(messages.dayPlaceholder)}
                  virtual={false}
                  allowClear
                />
              </Form.Item>
            )}
            <Form.Item label={intl.formatMessage(messages.name)} htmlFor="clinic-day-name">
              <output id="clinic-day-name" aria-live="polite">
                {name ? (
                  <Typography.Text strong>{clinicDayText(intl, name)}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary">
                    <FormattedMessage
                      id="reference.createClinicDay.chooseDay"
                      defaultMessage="Choose a day"
                    />
                  </Typography.Text>
                )}
                {exists && (
                  <Typography.Text type="warning" style={{ display: 'block' }}>
                    <FormattedMessage
                      id="reference.createClinicDay.exists"
                      defaultMessage="This clinic day already exists."
                    />
                  </Typography.Text>
                )}
              </output>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              <FormattedMessage id="reference.createClinicDay.create" defaultMessage="CREATE" />
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={14}>
          <ClinicDayList
            names={names}
            isLoading={days.isLoading}
            error={days.error}
            onRetry={() => void days.refetch()}
          />
        </Col>
      </Row>
    </div>
  );
}
