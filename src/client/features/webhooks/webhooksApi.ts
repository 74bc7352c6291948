import { defineMessages } from 'react-intl';
import { api } from '../../lib/api/api';
import { registerQueryErrorTexts } from '../../lib/api/queryErrors';
import type { Envelope } from '../../../shared/types';
import type { WebhookEvent } from '../../../shared/webhooks';
import type { WebhookDeliveryPage, WebhookSecret, WebhookSummary } from '../../../shared/answers/webhooks';

interface DeliveriesQuery {
  webhookId: string;
  page: number;
  pageSize: number;
}

const LIST = { type: 'Webhook', id: 'LIST' } as const;
const DELIVERIES = { type: 'WebhookDelivery', id: 'LIST' } as const;
const post = (url: string, body: object) => ({ url, method: 'POST', body });

/** Webhooks: admin only. Secrets come back once, from create and rotate, and are never cached in a list. */
const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookDelivery'] }).injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<WebhookSummary[], void>({
      query: () => '/admin/webhooks',
      transformResponse: (r: Envelope<WebhookSummary[]>) => r.data ?? [],
      providesTags: [LIST],
    }),
    createWebhook: build.mutation<WebhookSecret, { url: string; events: WebhookEvent[] }>({
      query: (body) => post('/admin/create-webhook', body),
      transformResponse: (r: Envelope<WebhookSecret>) => r.data as WebhookSecret,
      invalidatesTags: [LIST],
    }),
    rotateWebhookSecret: build.mutation<WebhookSecret, string>({
      query: (webhookId) => post('/admin/rotate-webhook-secret', { webhookId }),
      transformResponse: (r: Envelope<WebhookSecret>) => r.data as WebhookSecret,
      invalidatesTags: [LIST],
    }),
    setWebhookEnabled: build.mutation<Envelope, { webhookId: string; enabled: boolean }>({
      query: ({ webhookId, enabled }) =>
        post(`/admin/${enabled ? 'enable' : 'disable'}-webhook`, { webhookId }),
      invalidatesTags: [LIST],
    }),
    deleteWebhook: build.mutation<Envelope, string>({
      query: (webhookId) => post('/admin/delete-webhook', { webhookId }),
      invalidatesTags: [LIST, DELIVERIES],
    }),
    getWebhookDeliveries: build.query<WebhookDeliveryPage, DeliveriesQuery>({
      query: (params) => ({ url: '/admin/webhook-deliveries', params: { ...params } }),
      transformResponse: (r: Envelope<WebhookDeliveryPage>) => r.data ?? { rows: [], total: 0 },
      providesTags: [DELIVERIES],
      keepUnusedDataFor: 0,
    }),
    resendWebhookDelivery: build.mutation<Envelope, string>({
      query: (deliveryId) => post('/admin/resend-webhook-delivery', { deliveryId }),
      invalidatesTags: [DELIVERIES],
    }),
  }),
});

const messages = defineMessages({
  listFailed: { id: 'webhooks.api.listFailed', defaultMessage: 'Failed to fetch the webhooks' },
  deliveriesFailed: { id: 'webhooks.api.deliveriesFailed', defaultMessage: 'Failed to fetch the deliveries' },
});

registerQueryErrorTexts({
  getWebhooks: messages.listFailed,
  getWebhookDeliveries: messages.deliveriesFailed,
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useRotateWebhookSecretMutation,
  useSetWebhookEnabledMutation,
  useDeleteWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
