/** A text on its way to the SMSC: to whom, in which words. */
export interface OutgoingText {
  id: string;
  /** E.164 */
  to: string;
  body: string;
}

/** What the SMSC said about one text: each part's message id, by which receipts come back. */
export interface Submitted {
  messageIds: string[];
}

/** Something the SMSC delivered to us: a receipt for a part we sent, or a patient's reply. */
export type Inbound =
  | { kind: 'receipt'; messageId: string; delivered: boolean; reason: string | null }
  | { kind: 'reply'; from: string; text: string };

/** How texts leave: SMPP to an SMSC, or files in the data folder when none is configured. */
export interface SmsTransport {
  send(text: OutgoingText): Promise<Submitted>;
  /** Stops taking texts, unbinds and closes. */
  close(): Promise<void>;
}

/** The SMSC refused a text (its command status); the outbox tries it again later. */
export class SmsRefused extends Error {
  constructor(
    readonly status: number,
    readonly statusName: string,
  ) {
    super(`the SMSC refused the text: ${statusName} (0x${status.toString(16)})`);
  }
}
