import { useState } from 'react';
import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { WebhookDelivery } from '../../../../shared/answers/webhooks';
import TableEmpty from '../../../components/TableEmpty';
import { instantText } from '../../../lib/clinicTime/instantText';
import { errorMessage } from '../../../lib/api/api';
import { useMessage } from '../../../lib/toasts/messages';
import { useGetWebhookDeliveriesQuery, useResendWebhookDeliveryMutation } from '../webhooksApi';
import { EVENT_LABELS, STATE_LABELS } from './webhookTexts';

const messages = defineMessages({
  empty: { id: 'webhooks.deliveries.empty', defaultMessage: 'Nothing has been sent to this endpoint yet' },
  event: { id: 'webhooks.deliveries.event', defaultMessage: 'Event' },
  created: { id: 'webhooks.deliveries.created', defaultMessage: 'Happened' },
  state: { id: 'webhooks.deliveries.state', defaultMessage: 'State' },
  attempts: { id: 'webhooks.deliveries.attempts', defaultMessage: 'Attempts' },
  lastAnswer: { id: 'webhooks.deliveries.lastAnswer', defaultMessage: 'Last answer' },
  resend: { id: 'webhooks.deliveries.resend', defaultMessage: 'Resend' },
  resent: { id: 'webhooks.deliveries.resent', defaultMessage: 'Delivery queued again' },
});

/** Texts that take values (their types checked where formatted). */
const named = {
  title: defineMessage<{ url: string }>({
    id: 'webhooks.deliveries.title',
    defaultMessage: 'Deliveries to {url}',
  }),
  nextAttempt: defineMessage<{ at: string }>({
    id: 'webhooks.deliveries.nextAttempt',
    defaultMessage: 'Next attempt {at}',
  }),
  total: defineMessage<{ total: number }>({
    id: 'webhooks.deliveries.total',
    defaultMessage: '{total, plural, one {# delivery} other {# deliveries}}',
  }),
};

const STATE_COLOR = { queued: 'gold', delivered: 'green', failed: 'red' } as const;

/** One endpoint's deliveries, newest first, paged by the server, each with its last answer and Resend. */
export default function DeliveryLog({ webhookId, url }: { webhookId: string; url: string }) {
  const intl = useIntl();
  const message = useMessage();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const { data, isFetching } = useGetWebhookDeliveriesQuery({ webhookId, ...paging });
  const [resend, resending] = useResendWebhookDeliveryMutation();

  const onResend = async (delivery: WebhookDelivery) => {
    try {
      await resend(delivery.id).unwrap();
      void message.success(intl.formatMessage(messages.resent));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<WebhookDelivery> = [
    {
      key: 'created',
      title: intl.formatMessage(messages.created),
      width: 160,
      render: (_v, d) => instantText(d.createdAt),
    },
    {
      key: 'event',
      title: intl.formatMessage(messages.event),
      render: (_v, d) => (
        <>
          {intl.formatMessage(EVENT_LABELS[d.event])}{' '}
          <Typography.Text type="secondary">{d.event}</Typography.Text>
        </>
      ),
    },
    {
      key: 'state',
      title: intl.formatMessage(messages.state),
      width: 130,
      render: (_v, d) => <Tag color={STATE_COLOR[d.state]}>{intl.formatMessage(STATE_LABELS[d.state])}</Tag>,
    },
    { key: 'attempts', title: intl.formatMessage(messages.attempts), dataIndex: 'attempts', width: 100 },
    {
      key: 'answer',
      title: intl.formatMessage(messages.lastAnswer),
      render: (_v, d) => (
        <>
          {d.lastError ?? d.lastStatus ?? ''}
          {d.nextAttemptAt && (
            <div>
              <Typography.Text type="secondary">
                {intl.formatMessage(named.nextAttempt, { at: instantText(d.nextAttemptAt) })}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'action',
      width: 110,
      render: (_v, d) =>
        d.state === 'queued' ? null : (
          <Button
            size="small"
            onClick={() => void onResend(d)}
            loading={resending.isLoading && resending.originalArgs === d.id}
          >
            {intl.formatMessage(messages.resend)}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Typography.Title level={4}>{intl.formatMessage(named.title, { url })}</Typography.Title>
      <Table<WebhookDelivery>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        scroll={{ x: 800 }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showTotal: (total) => intl.formatMessage(named.total, { total }),
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        locale={{ emptyText: <TableEmpty text={intl.formatMessage(messages.empty)} pending={isFetching} /> }}
      />
    </>
  );
}
