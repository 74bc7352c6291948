import { useMemo } from 'react';
import type { EntityAdapter, EntityState } from '@reduxjs/toolkit';
import { Button, Col, Form, Input, InputNumber, Row, type FormRule } from 'antd';
import { FormattedMessage } from 'react-intl';
import Typography from '../../../components/Typography';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api/api';
import { issueText, zodRule } from '../../../lib/zodRule';
import type { Envelope } from '../../../../shared/types';
import ListCard, { EntryTags } from './ListCard';
import { useMessage } from '../../../lib/toasts/messages';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** What a list query hook returns that this page reads. */
interface ListResult<T> {
  data?: EntityState<T, string>;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}
/** What a create mutation hook returns that this page uses. */
type CreateResult<I> = readonly [(input: I) => { unwrap: () => Promise<Envelope> }, { isLoading: boolean }];

interface ReferenceEntryPageProps<T, S extends ObjectSchema> {
  title: string;
  label: string;
  /** The schema of the one-field payload (loaded with zod on first validation) and that field's name. */
  schema: () => Promise<S>;
  field: keyof z.output<S> & string;
  list: ListResult<T>;
  create: CreateResult<z.output<S>>;
  adapter: EntityAdapter<T, string>;
  entryText: (entry: T) => string;
  /** 'Existing locations' */
  listTitle: string;
  /** 'Location added successfully', toasted when the server sends no message of its own. */
  addedText: string;
  /** 'Could not load the existing locations' */
  loadErrorText: string;
  /** 'No locations yet' */
  emptyText: string;
  submitText?: string;
  numeric?: boolean;
}

/** The field's own message for a missing value, read from the schema ('Location is required', …). */
function requiredMessage(schema: ObjectSchema, field: string): string | undefined {
  const fieldSchema = schema.shape[field] as z.ZodType | undefined;
  const result = fieldSchema?.safeParse(undefined);
  return result?.success === false ? result.error.issues[0]?.message : undefined;
}

/** antd's `required` rule, with the schema's own message, which arrives with zod on first validation. */
const requiredRule =
  (schema: () => Promise<ObjectSchema>, field: string): FormRule =>
  () => ({
    validator: async (_rule, value: unknown) => {
      if (value !== undefined && value !== null && value !== '') return;
      throw new Error(await issueText(requiredMessage(await schema(), field)));
    },
  });

/**
 * One reference-data screen: a one-field form that adds an entry,
 * beside the entries already stored. Location, service, speciality and slot pages configure it.
 */
export default function ReferenceEntryPage<T, S extends ObjectSchema>(props: ReferenceEntryPageProps<T, S>) {
  const { title, label, schema, field, list, create, adapter, entryText, listTitle } = props;
  const { addedText, loadErrorText, emptyText } = props;
  const [form] = Form.useForm();
  const message = useMessage();
  const [createEntry, { isLoading: saving }] = create;
  const fieldName: string = field;
  const entries = useMemo(
    () => (list.data ? adapter.getSelectors().selectAll(list.data).map(entryText) : []),
    [list.data, adapter, entryText],
  );
  const rules: FormRule[] = [requiredRule(schema, fieldName), zodRule(schema, fieldName)];

  const onFinish = async (values: Record<string, unknown>) => {
    try {
      const response = await createEntry((await schema()).parse(values) as z.output<S>).unwrap();
      void message.success(response.message ?? addedText);
      form.resetFields();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <div style={{ maxWidth: 1100 }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Form form={form} layout="vertical" onFinish={onFinish}>
            <Form.Item label={label} name={fieldName} rules={rules} required validateFirst>
              {props.numeric ? (
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              ) : (
                <Input autoComplete="off" />
              )}
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {props.submitText ?? (
                <FormattedMessage id="reference.entryPage.submit" defaultMessage="SUBMIT" />
              )}
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={14}>
          <ListCard
            title={listTitle}
            count={entries.length}
            isLoading={list.isLoading}
            errorText={list.isError ? loadErrorText : undefined}
            onRetry={() => void list.refetch()}
            emptyText={emptyText}
          >
            <EntryTags items={entries} />
          </ListCard>
        </Col>
      </Row>
    </div>
  );
}
