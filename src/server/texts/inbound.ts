import type { Db } from '../db/connect';
import type { AppointmentDeps } from '../appointments';
import { storeReceipt } from '../sms/receipts';
import type { Inbound } from '../sms/transport';
import { answerReply } from './replies';

/** What the SMSC delivers: a receipt updates its text, a reply is answered. */
export const inboundHandler =
  (db: Db, deps: AppointmentDeps) =>
  (inbound: Inbound): Promise<void> =>
    inbound.kind === 'receipt'
      ? storeReceipt(db, inbound)
      : answerReply(db, deps, inbound).then(() => undefined);
