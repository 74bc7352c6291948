import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { SUPPORTED_SCOPES } from '../../../../shared/smartScopes';
import { useCreateApiClientMutation } from '../apiClientsApi';
import { readJwks, type JwksProblem } from '../jwksCheck';

interface RegisterValues {
  name: string;
  scopes: string[];
  jwks: string;
}

const messages = defineMessages({
  form: { id: 'apiClients.register.form', defaultMessage: 'Register an API client' },
  name: { id: 'apiClients.register.name', defaultMessage: 'Name' },
  namePlaceholder: { id: 'apiClients.register.namePlaceholder', defaultMessage: 'Regional hospital records' },
  nameRequired: { id: 'apiClients.register.nameRequired', defaultMessage: 'Please enter the system’s name' },
  scopes: { id: 'apiClients.register.scopes', defaultMessage: 'Scopes' },
  scopesRequired: {
    id: 'apiClients.register.scopesRequired',
    defaultMessage: 'Please choose at least one scope',
  },
  scopesPlaceholder: { id: 'apiClients.register.scopesPlaceholder', defaultMessage: 'Choose what it may do' },
  jwks: { id: 'apiClients.register.jwks', defaultMessage: 'Public key set (JWKS)' },
  jwksHelp: {
    id: 'apiClients.register.jwksHelp',
    defaultMessage:
      'Paste the system’s public JSON Web Key Set: RSA or P-384 EC keys, signed RS384 or ES384.',
  },
  submit: { id: 'apiClients.register.submit', defaultMessage: 'Register client' },
  close: { id: 'apiClients.register.close', defaultMessage: 'Close' },
});

/** What is wrong with a pasted key set, in the language on screen. */
const JWKS_PROBLEMS = defineMessages<JwksProblem>({
  notJson: { id: 'apiClients.jwks.notJson', defaultMessage: 'The key set is not valid JSON.' },
  notKeySet: {
    id: 'apiClients.jwks.notKeySet',
    defaultMessage: 'The key set must be a JSON object with a non-empty "keys" list.',
  },
  privateParts: {
    id: 'apiClients.jwks.privateParts',
    defaultMessage: 'This key set holds private key parts. Paste only the public keys.',
  },
  noSigningKey: {
    id: 'apiClients.jwks.noSigningKey',
    defaultMessage: 'The key set needs at least one RSA key (RS384) or P-384 EC key (ES384) for signing.',
  },
});

const registered = defineMessage<{ name: string }>({
  id: 'apiClients.register.done',
  defaultMessage: '{name} is registered. Give the system this client id:',
});

/** The register form: a name, the scopes granted, and the system's public keys. */
export default function RegisterApiClientForm() {
  const [form] = Form.useForm<RegisterValues>();
  const intl = useIntl();
  const message = useMessage();
  const [create, { isLoading }] = useCreateApiClientMutation();
  const [made, setMade] = useState<{ name: string; clientId: string } | null>(null);

  const onFinish = async (values: RegisterValues) => {
    const read = readJwks(values.jwks);
    if (!('jwks' in read)) return;
    try {
      const name = values.name.trim();
      const answer = await create({ name, scopes: values.scopes, jwks: read.jwks }).unwrap();
      setMade({ name, clientId: answer.data?.clientId ?? '' });
      form.resetFields();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <>
      {made && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setMade(null), 'aria-label': intl.formatMessage(messages.close) }}
          style={{ marginBottom: 16 }}
          title={intl.formatMessage(registered, { name: made.name })}
          description={
            <Typography.Text code copyable>
              {made.clientId}
            </Typography.Text>
          }
        />
      )}
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        aria-label={intl.formatMessage(messages.form)}
        onFinish={onFinish}
      >
        <Form.Item
          label={intl.formatMessage(messages.name)}
          name="name"
          rules={[{ required: true, whitespace: true, message: intl.formatMessage(messages.nameRequired) }]}
        >
          <Input maxLength={100} placeholder={intl.formatMessage(messages.namePlaceholder)} />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.scopes)}
          name="scopes"
          rules={[{ required: true, message: intl.formatMessage(messages.scopesRequired) }]}
        >
          <Select
            mode="multiple"
            placeholder={intl.formatMessage(messages.scopesPlaceholder)}
            options={SUPPORTED_SCOPES.map((scope) => ({ value: scope, label: scope }))}
          />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(messages.jwks)}
          name="jwks"
          required
          extra={intl.formatMessage(messages.jwksHelp)}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const read = readJwks(value ?? '');
                if ('problem' in read) throw new Error(intl.formatMessage(JWKS_PROBLEMS[read.problem]));
              },
            },
          ]}
        >
          <Input.TextArea rows={6} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </>
  );
}
