import { defineMessages } from '@formatjs/intl';

/** The webhooks' replies: ids `server.webhooks.*`, translated in src/locales/<language>/server/server.json. */
export const WEBHOOK_TEXT = defineMessages({
  created: { id: 'server.webhooks.created', defaultMessage: 'Webhook created' },
  secretRotated: { id: 'server.webhooks.secretRotated', defaultMessage: 'Webhook secret rotated' },
  disabled: { id: 'server.webhooks.disabled', defaultMessage: 'Webhook disabled' },
  enabled: { id: 'server.webhooks.enabled', defaultMessage: 'Webhook enabled' },
  deleted: { id: 'server.webhooks.deleted', defaultMessage: 'Webhook deleted' },
  resent: { id: 'server.webhooks.resent', defaultMessage: 'Delivery queued again' },
  notFound: { id: 'server.webhooks.notFound', defaultMessage: 'Webhook not found' },
  deliveryNotFound: { id: 'server.webhooks.deliveryNotFound', defaultMessage: 'Delivery not found' },
  stillQueued: {
    id: 'server.webhooks.stillQueued',
    defaultMessage: 'This delivery is still being sent',
  },
  urlInvalid: {
    id: 'server.webhooks.urlInvalid',
    defaultMessage: 'Please enter a web address starting with https:// or http://',
  },
  chooseEvents: { id: 'server.webhooks.chooseEvents', defaultMessage: 'Please choose at least one event' },
  chooseWebhook: { id: 'server.webhooks.chooseWebhook', defaultMessage: 'Please choose a webhook' },
  hostNotFound: {
    id: 'server.webhooks.hostNotFound',
    defaultMessage: 'The address {host} could not be found',
  },
  privateAddress: {
    id: 'server.webhooks.privateAddress',
    defaultMessage:
      'This address is on a private or local network ({address}); webhooks may only be sent to public addresses',
  },
  linkLocal: {
    id: 'server.webhooks.linkLocal',
    defaultMessage: 'This address is link-local ({address}); webhooks are never sent there',
  },
});

/** What admins are told when an endpoint is turned off: ids `notices.webhooks.*` (notices.json). */
export const WEBHOOK_NOTICES = defineMessages({
  gone: {
    id: 'notices.webhooks.gone',
    defaultMessage: 'The webhook to {url} was turned off: its endpoint answered 410 Gone',
  },
  failing: {
    id: 'notices.webhooks.failing',
    defaultMessage: 'The webhook to {url} was turned off after failing for 5 days',
  },
});
