import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Tag, Typography as AntTypography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { WebhookSummary } from '../../../../shared/answers/webhooks';
import Panel from '../../../components/Panel';
import Typography from '../../../components/Typography';
import TableEmpty from '../../../components/TableEmpty';
import { instantText } from '../../../lib/clinicTime/instantText';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import {
  useDeleteWebhookMutation,
  useGetWebhooksQuery,
  useRotateWebhookSecretMutation,
  useSetWebhookEnabledMutation,
} from '../webhooksApi';
import CreateWebhookForm from '../components/CreateWebhookForm';
import SecretAlert from '../components/SecretAlert';
import DeliveryLog from '../components/DeliveryLog';
import { EVENT_LABELS, STATE_LABELS } from '../components/webhookTexts';

const messages = defineMessages({
  title: { id: 'webhooks.page.title', defaultMessage: 'Webhooks' },
  intro: {
    id: 'webhooks.page.intro',
    defaultMessage:
      'Other systems are told of every change to a visit. Each message is signed (Standard Webhooks) and carries the FHIR Appointment.',
  },
  newWebhook: { id: 'webhooks.page.newWebhook', defaultMessage: 'New endpoint' },
  empty: { id: 'webhooks.page.empty', defaultMessage: 'No webhooks yet' },
  url: { id: 'webhooks.page.url', defaultMessage: 'Endpoint' },
  events: { id: 'webhooks.page.events', defaultMessage: 'Events' },
  state: { id: 'webhooks.page.state', defaultMessage: 'State' },
  created: { id: 'webhooks.page.created', defaultMessage: 'Created' },
  rotate: { id: 'webhooks.page.rotate', defaultMessage: 'Rotate secret' },
  rotateTitle: { id: 'webhooks.page.rotateTitle', defaultMessage: 'Rotate the signing secret?' },
  rotateDescription: {
    id: 'webhooks.page.rotateDescription',
    defaultMessage: 'For 24 hours messages are signed with both the old and the new secret.',
  },
  enable: { id: 'webhooks.page.enable', defaultMessage: 'Enable' },
  disable: { id: 'webhooks.page.disable', defaultMessage: 'Disable' },
  remove: { id: 'webhooks.page.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'webhooks.page.deleteTitle', defaultMessage: 'Delete this webhook?' },
  deleteDescription: {
    id: 'webhooks.page.deleteDescription',
    defaultMessage: 'Its delivery log is deleted with it. This cannot be undone.',
  },
  deliveries: { id: 'webhooks.page.deliveries', defaultMessage: 'Deliveries' },
  cancel: { id: 'webhooks.page.cancel', defaultMessage: 'Cancel' },
  done: { id: 'webhooks.page.done', defaultMessage: 'Done' },
});

const rotating = defineMessage<{ at: string }>({
  id: 'webhooks.page.rotating',
  defaultMessage: 'Old secret signs until {at}',
});

/**
 * /admin/webhooks: register endpoints (the secret shown once), rotate, turn off and on,
 * delete, and read one endpoint's delivery log with Resend.
 */
export default function WebhooksPage() {
  const intl = useIntl();
  const message = useMessage();
  const { data: webhooks = [], isFetching } = useGetWebhooksQuery();
  const [rotate] = useRotateWebhookSecretMutation();
  const [setEnabled] = useSetWebhookEnabledMutation();
  const [remove] = useDeleteWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<WebhookSummary | null>(null);

  /** Runs one action; its failure is said in a toast, its success as `done` (or not at all). */
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      void message.success(intl.formatMessage(messages.done));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const stateTag = (w: WebhookSummary) =>
    w.enabled ? (
      <Tag color="green">{intl.formatMessage(STATE_LABELS.active)}</Tag>
    ) : (
      <Tag color={w.disabledReason === 'admin' ? undefined : 'red'}>
        {intl.formatMessage(STATE_LABELS[w.disabledReason ?? 'admin'])}
      </Tag>
    );

  const columns: ColumnsType<WebhookSummary> = [
    {
      key: 'url',
      title: intl.formatMessage(messages.url),
      render: (_v, w) => (
        <>
          <AntTypography.Text copyable>{w.url}</AntTypography.Text>
          {w.rotatingUntil && (
            <div>
              <AntTypography.Text type="secondary">
                {intl.formatMessage(rotating, { at: instantText(w.rotatingUntil) })}
              </AntTypography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'events',
      title: intl.formatMessage(messages.events),
      render: (_v, w) => w.events.map((e) => <Tag key={e}>{intl.formatMessage(EVENT_LABELS[e])}</Tag>),
    },
    { key: 'state', title: intl.formatMessage(messages.state), width: 150, render: (_v, w) => stateTag(w) },
    {
      key: 'created',
      title: intl.formatMessage(messages.created),
      width: 150,
      render: (_v, w) => instantText(w.createdAt),
    },
    {
      key: 'actions',
      width: 330,
      render: (_v, w) => (
        <Space wrap size="small">
          <Button size="small" onClick={() => setShown(w)}>
            {intl.formatMessage(messages.deliveries)}
          </Button>
          <Popconfirm
            title={intl.formatMessage(messages.rotateTitle)}
            description={intl.formatMessage(messages.rotateDescription)}
            okText={intl.formatMessage(messages.rotate)}
            cancelText={intl.formatMessage(messages.cancel)}
            onConfirm={() => act(async () => setSecret((await rotate(w.id).unwrap()).secret))}
          >
            <Button size="small">{intl.formatMessage(messages.rotate)}</Button>
          </Popconfirm>
          <Button
            size="small"
            onClick={() => void act(() => setEnabled({ webhookId: w.id, enabled: !w.enabled }).unwrap())}
          >
            {intl.formatMessage(w.enabled ? messages.disable : messages.enable)}
          </Button>
          <Popconfirm
            title={intl.formatMessage(messages.deleteTitle)}
            description={intl.formatMessage(messages.deleteDescription)}
            okText={intl.formatMessage(messages.remove)}
            okButtonProps={{ danger: true }}
            cancelText={intl.formatMessage(messages.cancel)}
            onConfirm={() =>
              act(async () => {
                await remove(w.id).unwrap();
                if (shown?.id === w.id) setShown(null);
              })
            }
          >
            <Button size="small" danger>
              {intl.formatMessage(messages.remove)}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={2}>{intl.formatMessage(messages.title)}</Typography.Title>
      <Typography.Paragraph>{intl.formatMessage(messages.intro)}</Typography.Paragraph>
      <Panel title={intl.formatMessage(messages.newWebhook)} style={{ maxWidth: 760, marginBottom: 24 }}>
        <CreateWebhookForm onSecret={setSecret} />
      </Panel>
      {secret && <SecretAlert secret={secret} onClose={() => setSecret(null)} />}
      <Table<WebhookSummary>
        style={{ marginTop: 24 }}
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={webhooks}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
      {shown && (
        <div style={{ marginTop: 24 }}>
          <DeliveryLog key={shown.id} webhookId={shown.id} url={shown.url} />
        </div>
      )}
    </>
  );
}
