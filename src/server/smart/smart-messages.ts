import { defineMessages } from '@formatjs/intl';

/** What the API clients' admin calls say, in the caller's language. */
export const SMART_TEXT = defineMessages({
  nameRequired: {
    id: 'apiClients.server.nameRequired',
    defaultMessage: 'Please give the API client a name (at most 100 characters).',
  },
  scopesInvalid: {
    id: 'apiClients.server.scopesInvalid',
    defaultMessage: 'Please choose at least one of the supported scopes.',
  },
  jwksInvalid: {
    id: 'apiClients.server.jwksInvalid',
    defaultMessage:
      'The key set must be a public JWKS: at least one RSA or P-384 EC key for RS384 or ES384, and no private key parts.',
  },
  chooseClient: { id: 'apiClients.server.chooseClient', defaultMessage: 'Please choose an API client' },
  clientNotFound: { id: 'apiClients.server.clientNotFound', defaultMessage: 'API client not found' },
  registered: { id: 'apiClients.server.registered', defaultMessage: 'API client {name} registered' },
  revoked: { id: 'apiClients.server.revoked', defaultMessage: 'API client {name} revoked' },
});
