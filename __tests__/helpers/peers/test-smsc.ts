import type { AddressInfo } from 'node:net';
import smpp, { type Pdu, type Session } from 'smpp';
import { eventually } from '../eventually';

/** A text as a phone would show it: its parts joined again. */
export interface ReceivedText {
  to: string;
  text: string;
  parts: number;
  dataCoding: number;
  messageIds: string[];
}

interface Part {
  to: string;
  message: string;
  dataCoding: number;
  messageId: string;
  /** concatenation: reference, total, place (1-based) */
  concat: [number, number, number] | null;
}

const partOf = (pdu: Pdu, messageId: string): Part => {
  const short = pdu.short_message as { udh?: Buffer[]; message: string };
  const concat = short.udh?.find((ie) => ie[0] === 0x00);
  return {
    to: `+${pdu.destination_addr}`,
    message: short.message,
    dataCoding: pdu.data_coding ?? 0,
    messageId,
    concat: concat ? [concat[2]!, concat[3]!, concat[4]!] : null,
  };
};

/**
 * A real SMSC for the tests, the `smpp` package's server: it binds transceivers with
 * one system id and password, answers submit_sm with message ids, joins concatenated parts, and
 * sends receipts and patients' replies as deliver_sm. It can throttle, go down and come back.
 */
export async function startTestSmsc(options: { systemId?: string; password?: string } = {}) {
  const systemId = options.systemId ?? 'clinic';
  const password = options.password ?? 'secret';
  const sessions = new Set<Session>();
  const bound = new Set<Session>();
  const parts: Part[] = [];
  let counter = 0;
  let throttleNext = 0;
  let binds = 0;
  /** While true, submits are kept unanswered (held) instead of accepted. */
  let holding = false;
  const held = new Map<Session, Pdu[]>();

  /** The SMSC takes the part: it counts as received once answered with its message id. */
  const accept = (session: Session, pdu: Pdu) => {
    counter += 1;
    const messageId = `msg-${counter}`;
    parts.push(partOf(pdu, messageId));
    session.send(pdu.response({ message_id: messageId }));
  };

  const server = smpp.createServer((session) => {
    sessions.add(session);
    session.on('close', () => {
      sessions.delete(session);
      bound.delete(session);
      // a submit never answered was never taken: its sender cannot know it arrived, and sends it again
      held.delete(session);
    });
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: Pdu) => {
      const ok = pdu.system_id === systemId && pdu.password === password;
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
      if (ok) {
        bound.add(session);
        binds += 1;
      } else session.close();
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: Pdu) => {
      if (throttleNext > 0) {
        throttleNext -= 1;
        session.send(pdu.response({ command_status: smpp.ESME_RTHROTTLED }));
        return;
      }
      if (holding) held.set(session, [...(held.get(session) ?? []), pdu]);
      else accept(session, pdu);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** Every text whose parts have all arrived, in the order their first part came. */
  const texts = (): ReceivedText[] => {
    const whole: ReceivedText[] = [];
    const joined = new Map<string, Part[]>();
    for (const part of parts) {
      if (!part.concat) {
        whole.push({
          to: part.to,
          text: part.message,
          parts: 1,
          dataCoding: part.dataCoding,
          messageIds: [part.messageId],
        });
        continue;
      }
      const key = `${part.to}/${part.concat[0]}`;
      const list = joined.get(key) ?? [];
      list.push(part);
      joined.set(key, list);
      if (list.length === part.concat[1]) {
        list.sort((a, b) => a.concat![2] - b.concat![2]);
        whole.push({
          to: part.to,
          text: list.map((p) => p.message).join(''),
          parts: list.length,
          dataCoding: part.dataCoding,
          messageIds: list.map((p) => p.messageId),
        });
        joined.delete(key);
      }
    }
    return whole;
  };

  const deliver = (params: Record<string, unknown>) =>
    new Promise<number>((resolve, reject) => {
      const session = [...bound][0];
      if (!session) return reject(new Error('no ESME is bound'));
      session.deliver_sm(params, (response) => resolve(response.command_status));
    });

  return {
    url: `smpp://${systemId}:${password}@127.0.0.1:${port}`,
    port,
    texts,
    textsTo: (number: string) => texts().filter((t) => t.to === number),
    binds: () => binds,
    isBound: () => bound.size > 0,
    /** Resolves once `count` links are bound (one by default). */
    waitForBind: (count = 1) => eventually(async () => bound.size >= count, `${count} bind(s)`, 10_000),
    waitForTexts: (count: number, timeoutMs = 10_000) =>
      eventually(async () => texts().length >= count, `${count} text(s)`, timeoutMs),
    /**
     * From now on submits are held unanswered, as a busy SMSC keeps them; `sendersHolding()` says
     * how many links have one waiting.
     */
    holdAnswers() {
      holding = true;
    },
    sendersHolding: () => [...held.values()].filter((pdus) => pdus.length > 0).length,
    /** Answers and takes the held submits of links still open, and holds no more. */
    answerHeld() {
      holding = false;
      for (const [session, pdus] of held) for (const pdu of pdus) accept(session, pdu);
      held.clear();
    },
    /** The next `count` submits are answered ESME_RTHROTTLED. */
    throttle(count: number) {
      throttleNext = count;
    },
    /** A delivery receipt for one part, as an SMSC words it. */
    receipt(messageId: string, stat: 'DELIVRD' | 'UNDELIV' | 'EXPIRED' = 'DELIVRD', err = '000') {
      return deliver({
        source_addr: 'SMSC',
        esm_class: 0x04,
        short_message: `id:${messageId} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2611270900 done date:2611270901 stat:${stat} err:${err} text:`,
      });
    },
    /** A patient's reply from `from` (E.164). */
    reply(from: string, text: string) {
      return deliver({
        source_addr: from.replace(/^\+/, ''),
        source_addr_ton: 1,
        source_addr_npi: 1,
        destination_addr: 'ClinicBook',
        short_message: text,
      });
    },
    /** The SMSC goes away: the port refuses and every link drops. */
    async down() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      });
    },
    /** Back on the same port. */
    async up() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestSmsc = Awaited<ReturnType<typeof startTestSmsc>>;
