import type { Config } from '../config';
import { createFileTransport } from './file-transport';
import { SmppTransport } from './smpp-transport';
import type { Inbound, SmsTransport } from './transport';

export interface SmsHandlers {
  onInbound(inbound: Inbound): Promise<void>;
  onError(message: string, err: unknown): void;
}

/** SMPP when SMS_SMPP_URL is set (bound at once, so replies can come in); else the file outbox. */
export function createSmsTransport(config: Config, handlers: SmsHandlers): SmsTransport {
  if (!config.smsSmppUrl) return createFileTransport(config.dataDir);
  const transport = new SmppTransport({
    url: config.smsSmppUrl,
    sender: config.smsSender,
    ratePerSecond: config.smsRatePerSecond,
    ...handlers,
  });
  transport.start();
  return transport;
}
