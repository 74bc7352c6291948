import type { Db } from '../db/connect';
import type { AppointmentPolicy } from '../appointments/policy';
import { storeReceipt } from '../sms/receipts';
import type { Inbound } from '../sms/transport';
import { answerReply } from './replies';

/** What the SMSC delivers: a receipt updates its text, a reply is answered. */
export const inboundHandler =
  (db: Db, policy: AppointmentPolicy) =>
  (inbound: Inbound): Promise<void> =>
    inbound.kind === 'receipt'
      ? storeReceipt(db, inbound)
      : answerReply(db, policy, inbound).then(() => undefined);
