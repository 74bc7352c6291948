import type { Pdu } from 'smpp';
import type { Inbound } from './transport';

/** esm_class's message type bits: 0x04 is an SMSC delivery receipt. */
const MESSAGE_TYPE_BITS = 0x3c;
const DELIVERY_RECEIPT = 0x04;
/** source_addr_ton: an international number, given without its '+'. */
const TON_INTERNATIONAL = 1;

/** SMPP 3.4's message_state values that end a message's journey (and their receipt words). */
const FINAL_STATES: Record<number, string> = {
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  7: 'UNKNOWN',
  8: 'REJECTD',
};

const textOf = (pdu: Pdu): string => {
  const message = pdu.short_message;
  if (!message) return '';
  if (typeof message === 'string') return message;
  if (Buffer.isBuffer(message)) return message.toString('latin1');
  return typeof message.message === 'string' ? message.message : message.message.toString('latin1');
};

/** The receipt's fields in its text: 'id:… sub:001 dlvrd:001 … stat:DELIVRD err:000 text:…'. */
const field = (text: string, name: string) => new RegExp(`\\b${name}:(\\S+)`, 'i').exec(text)?.[1] ?? null;

/**
 * What a deliver_sm brings: a receipt that ends one of our parts' journey, or a reply from a phone.
 * A receipt on the way (ENROUTE, ACCEPTD) brings nothing: null.
 */
export function inboundOf(pdu: Pdu): Inbound | null {
  const text = textOf(pdu);
  if (((pdu.esm_class ?? 0) & MESSAGE_TYPE_BITS) === DELIVERY_RECEIPT) {
    const messageId = pdu.receipted_message_id || field(text, 'id');
    const state =
      (pdu.message_state && FINAL_STATES[pdu.message_state]) || field(text, 'stat')?.toUpperCase();
    if (!messageId || !state || !Object.values(FINAL_STATES).includes(state)) return null;
    const error = field(text, 'err');
    const delivered = state === 'DELIVRD';
    return {
      kind: 'receipt',
      messageId,
      delivered,
      reason: delivered ? null : error && !/^0+$/.test(error) ? `${state} (err ${error})` : state,
    };
  }
  const source = pdu.source_addr ?? '';
  const from = pdu.source_addr_ton === TON_INTERNATIONAL && !source.startsWith('+') ? `+${source}` : source;
  return { kind: 'reply', from, text: text.trim() };
}
