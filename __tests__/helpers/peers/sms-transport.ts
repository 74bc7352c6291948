import type { Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/connect';
import { createSmsTransport } from '../../../src/server/sms/create-transport';
import { inboundHandler } from '../../../src/server/texts/inbound';
import { appointmentDepsOf } from '../../../src/server/hooks';

/**
 * Texts travel by SMPP, as main.ts sends them, only where a test names an SMSC
 * (SMS_SMPP_URL); elsewhere they wait in their outbox and nothing is printed.
 */
export const smsTransportOf = (config: Config, db: Db) =>
  config.smsSmppUrl
    ? createSmsTransport(config, {
        onInbound: inboundHandler(db, appointmentDepsOf(config)),
        onError: (message, err) => console.error(message, err),
      })
    : undefined;
