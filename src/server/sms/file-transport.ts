import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { splitText, GSM_DATA_CODING } from './sms-parts';
import type { SmsTransport } from './transport';

/**
 * Without SMS_SMPP_URL each text is written to dataDir/outbox/sms and printed, as mail is without
 * SMTP_URL, so a newcomer sees what patients would get. Nothing comes back: no receipts, no replies.
 */
export function createFileTransport(dataDir: string): SmsTransport {
  const folder = path.join(dataDir, 'outbox', 'sms');
  return {
    async send(text) {
      const { dataCoding, parts } = splitText(text.body);
      const alphabet = dataCoding === GSM_DATA_CODING ? 'GSM-7' : 'UCS-2';
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${text.id}.txt`);
      await fs.writeFile(file, `To: ${text.to}\nParts: ${parts.length} (${alphabet})\n\n${text.body}\n`);
      console.log(
        `[sms] to ${text.to} (${parts.length} part(s), ${alphabet}) saved in ${file}: ${text.body}`,
      );
      return { messageIds: parts.map(() => `file-${randomUUID()}`) };
    },
    async close() {},
  };
}
