/**
 * The part of the `smpp` package (farhadi/node-smpp, which ships no types) that ClinicBook uses:
 * an ESME session that binds as a transceiver, and the server side the tests run as their SMSC.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    message_id?: string;
    source_addr?: string;
    source_addr_ton?: number;
    destination_addr?: string;
    esm_class?: number;
    data_coding?: number;
    system_id?: string;
    password?: string;
    short_message?: { udh?: Buffer[]; message: string | Buffer } | Buffer | string;
    receipted_message_id?: string;
    message_state?: number;
    response(options?: Record<string, unknown>): Pdu;
  }

  export type PduCallback = (pdu: Pdu) => void;

  export interface Session extends EventEmitter {
    bind_transceiver(options: Record<string, unknown>, callback?: PduCallback): void;
    submit_sm(options: Record<string, unknown>, callback?: PduCallback): void;
    deliver_sm(options: Record<string, unknown>, callback?: PduCallback): void;
    unbind(options?: Record<string, unknown>, callback?: PduCallback): void;
    send(pdu: Pdu, callback?: PduCallback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
  }

  export interface ConnectOptions {
    url: string;
    auto_enquire_link_period?: number;
    debug?: boolean;
    connectTimeout?: number;
  }

  export class PDU implements Pdu {
    constructor(command: string, options?: Record<string, unknown>);
    command: string;
    command_status: number;
    sequence_number: number;
    response(options?: Record<string, unknown>): Pdu;
  }

  export function connect(options: ConnectOptions | string, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): NetServer;

  export const encodings: { ASCII: { match(text: string): boolean } };
  export const ESME_ROK: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RSYSERR: number;
  export const ESME_RINVDSTADR: number;
  export const ESME_RMSGQFUL: number;
  export const errors: Record<string, number>;

  const smpp: {
    connect: typeof connect;
    PDU: typeof PDU;
    createServer: typeof createServer;
    encodings: typeof encodings;
    ESME_ROK: number;
    ESME_RTHROTTLED: number;
    ESME_RBINDFAIL: number;
    ESME_RSYSERR: number;
    ESME_RINVDSTADR: number;
    ESME_RMSGQFUL: number;
    errors: Record<string, number>;
  };
  export default smpp;
}
