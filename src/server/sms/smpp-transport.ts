import smpp, { type Pdu, type Session } from 'smpp';
import { concatenationHeader, splitText } from './sms-parts';
import { Pacer } from './pacer';
import { inboundOf } from './smpp-inbound';
import { SmsRefused, type Inbound, type OutgoingText, type SmsTransport, type Submitted } from './transport';

export interface SmppOptions {
  /** smpp://system_id:password@host:port (SMS_SMPP_URL) */
  url: string;
  /** the sender id patients see (SMS_SENDER): a short code, a number or up to 11 letters */
  sender: string;
  /** SMS_RATE_PER_SECOND */
  ratePerSecond: number;
  /** Stores a receipt or a reply; the SMSC is answered once it resolves, and asked to retry if it throws. */
  onInbound(inbound: Inbound): Promise<void>;
  onError(message: string, err: unknown): void;
  enquireLinkMs?: number;
  responseTimeoutMs?: number;
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** Submits a throttled part is tried again within one send before the outbox takes it back. */
const THROTTLED_TRIES = 6;
const TON_ALPHANUMERIC = 5;
const TON_INTERNATIONAL = 1;
const NPI_E164 = 1;
const REQUEST_DELIVERY_RECEIPT = 1;

const statusName = (status: number) =>
  Object.entries(smpp.errors).find(([, code]) => code === status)?.[0] ?? 'unknown status';

/** The sender id's address type: letters are alphanumeric, digits an international number. */
const senderAddress = (sender: string) =>
  /^\+?\d+$/.test(sender)
    ? {
        source_addr: sender.replace(/^\+/, ''),
        source_addr_ton: TON_INTERNATIONAL,
        source_addr_npi: NPI_E164,
      }
    : { source_addr: sender, source_addr_ton: TON_ALPHANUMERIC, source_addr_npi: 0 };

interface Pending {
  reject(err: Error): void;
}

/**
 * One SMPP 3.4 link to the SMSC: bound as a transceiver, so texts go out and receipts and
 * replies come in on it; kept alive with enquire_link, whose missing answer counts as a dropped
 * link; bound again after a drop, waiting longer each time it fails; submits paced and backed off on
 * ESME_RTHROTTLED. A long text goes as parts joined by a UDH.
 */
export class SmppTransport implements SmsTransport {
  private session: Session | null = null;
  private binding: Promise<Session> | null = null;
  private readonly pending = new Map<Session, Set<Pending>>();
  private reconnectWait = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private reference = Math.floor(Math.random() * 256);
  private readonly pacer: Pacer;
  private readonly address: { host: string; port: number; systemId: string; password: string };

  constructor(private readonly options: SmppOptions) {
    const url = new URL(options.url);
    this.address = {
      host: url.hostname,
      port: Number(url.port || 2775),
      systemId: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
    this.pacer = new Pacer(options.ratePerSecond);
  }

  /** Binds now, so replies can arrive before anything is sent; a failure is retried in the background. */
  start(): void {
    this.bind().catch(() => undefined);
  }

  /** Resolves once bound (tests and the bench wait for it). */
  bound(): Promise<void> {
    return this.bind().then(() => undefined);
  }

  async send(text: OutgoingText): Promise<Submitted> {
    const { dataCoding, parts } = splitText(text.body);
    // every part of one text carries the same reference, taken once: texts to other numbers go out
    // between its parts, and a phone joins only parts whose references match
    this.reference = (this.reference + 1) % 256;
    const reference = this.reference;
    const messageIds: string[] = [];
    for (const [index, part] of parts.entries()) {
      const udh = parts.length > 1 ? concatenationHeader(reference, parts.length, index) : undefined;
      messageIds.push(await this.submit(text.to, { message: part, ...(udh ? { udh } : {}) }, dataCoding));
    }
    return { messageIds };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const session = this.session;
    if (!session) return;
    await this.request(session, 'unbind', {}).catch(() => undefined);
    await new Promise<void>((resolve) => session.close(resolve));
  }

  private async submit(to: string, shortMessage: object, dataCoding: number): Promise<string> {
    for (let tries = 1; ; tries += 1) {
      const session = await this.bind();
      await this.pacer.turn();
      const reply = await this.request(session, 'submit_sm', {
        ...senderAddress(this.options.sender),
        destination_addr: to.replace(/^\+/, ''),
        dest_addr_ton: TON_INTERNATIONAL,
        dest_addr_npi: NPI_E164,
        registered_delivery: REQUEST_DELIVERY_RECEIPT,
        data_coding: dataCoding,
        short_message: shortMessage,
      });
      if (reply.command_status === smpp.ESME_ROK && reply.message_id) {
        this.pacer.accepted();
        return reply.message_id;
      }
      const throttled =
        reply.command_status === smpp.ESME_RTHROTTLED || reply.command_status === smpp.ESME_RMSGQFUL;
      if (!throttled || tries >= THROTTLED_TRIES) {
        throw new SmsRefused(reply.command_status, statusName(reply.command_status));
      }
      this.pacer.throttled();
    }
  }

  /** Sends a request and waits for its response; a link that does not answer in time is dropped. */
  private request(session: Session, command: string, params: Record<string, unknown>): Promise<Pdu> {
    const timeoutMs = this.options.responseTimeoutMs ?? 10_000;
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(session) ?? new Set<Pending>();
      this.pending.set(session, waiting);
      const entry: Pending = {
        reject: (err) => {
          clearTimeout(timer);
          waiting.delete(entry);
          reject(err);
        },
      };
      const timer = setTimeout(() => {
        entry.reject(new Error(`the SMSC did not answer ${command} within ${timeoutMs} ms`));
        session.destroy();
      }, timeoutMs);
      timer.unref();
      waiting.add(entry);
      const sent = session.send(new smpp.PDU(command, params), (response) => {
        clearTimeout(timer);
        waiting.delete(entry);
        resolve(response);
      });
      if (!sent) entry.reject(new Error('the link to the SMSC is down'));
    });
  }

  private bind(): Promise<Session> {
    if (this.closed) return Promise.reject(new Error('the SMS transport is closed'));
    if (!this.binding) {
      this.binding = this.connect();
      // a failed bind is forgotten so that the next call (or the reconnect timer) tries again
      this.binding.catch(() => (this.binding = null));
    }
    return this.binding;
  }

  private connect(): Promise<Session> {
    const { host, port, systemId, password } = this.address;
    return new Promise<Session>((resolve, reject) => {
      const session = smpp.connect({ url: `smpp://${host}:${port}` });
      const fail = (err: Error) => {
        reject(err);
        session.destroy();
      };
      session.on('connect', () => {
        this.request(session, 'bind_transceiver', { system_id: systemId, password }).then((reply) => {
          if (reply.command_status !== smpp.ESME_ROK) {
            return fail(new SmsRefused(reply.command_status, statusName(reply.command_status)));
          }
          this.session = session;
          this.reconnectWait = RECONNECT_FIRST_MS;
          this.keepAlive(session);
          resolve(session);
        }, fail);
      });
      session.on('error', (err: Error) => reject(err));
      session.on('close', () => {
        reject(new Error('the SMSC closed the link'));
        this.dropped(session);
      });
      session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
      session.on('unbind', (pdu: Pdu) => {
        session.send(pdu.response());
        session.close();
      });
      session.on('deliver_sm', (pdu: Pdu) => this.receive(session, pdu));
    });
  }

  /** enquire_link at each period; no answer within the response timeout drops the link (request()). */
  private keepAlive(session: Session): void {
    const timer = setInterval(() => {
      this.request(session, 'enquire_link', {}).catch(() => undefined);
    }, this.options.enquireLinkMs ?? 30_000);
    timer.unref();
    session.once('close', () => clearInterval(timer));
  }

  /** The link is gone: what waited on it fails (the outbox retries), and a new one is bound later. */
  private dropped(session: Session): void {
    for (const entry of this.pending.get(session) ?? [])
      entry.reject(new Error('the link to the SMSC dropped'));
    this.pending.delete(session);
    if (this.session === session) {
      this.session = null;
      this.binding = null;
    }
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.bind().catch(() => undefined);
    }, this.reconnectWait);
    this.reconnectTimer.unref();
    this.reconnectWait = Math.min(this.reconnectWait * 2, RECONNECT_MAX_MS);
  }

  /** A receipt or reply is answered once it is stored; the SMSC delivers it again if storing failed. */
  private receive(session: Session, pdu: Pdu): void {
    const inbound = inboundOf(pdu);
    const stored = inbound ? this.options.onInbound(inbound) : Promise.resolve();
    stored.then(
      () => session.send(pdu.response()),
      (err: unknown) => {
        this.options.onError('a text from the SMSC could not be stored', err);
        session.send(pdu.response({ command_status: smpp.ESME_RSYSERR }));
      },
    );
  }
}
