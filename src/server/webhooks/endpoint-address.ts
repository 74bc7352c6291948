import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { withValues, type Text } from '../i18n';
import { WEBHOOK_TEXT } from './webhook-messages';

/** Where a delivery connects: the address checked, never a second DNS answer (no rebinding). */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type AddressCheck = { ok: true; target: CheckedAddress } | { ok: false; reason: Text };

/**
 * Ranges never allowed, even on a clinic's own network: link-local, where the cloud's metadata
 * service (169.254.169.254, fe80::/10) answers.
 */
const ALWAYS_REFUSED = new Set(['linkLocal']);

/** Whether an address may receive webhooks: public unicast, or any but link-local when allowed. */
function addressVerdict(address: string, allowPrivate: boolean): Text | undefined {
  const range = ipaddr.process(address).range();
  if (ALWAYS_REFUSED.has(range)) return withValues(WEBHOOK_TEXT.linkLocal, { address });
  if (range !== 'unicast' && !allowPrivate) return withValues(WEBHOOK_TEXT.privateAddress, { address });
  return undefined;
}

/** The URL's scheme, when it is one webhooks use. */
export function webhookUrl(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves the URL's host and checks every address it has (one bad answer refuses it: a resolver may
 * hand out either). The first address is the one to connect to.
 */
export async function checkEndpoint(url: URL, allowPrivate: boolean): Promise<AddressCheck> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: withValues(WEBHOOK_TEXT.hostNotFound, { host }) };
  }
  if (addresses.length === 0) return { ok: false, reason: withValues(WEBHOOK_TEXT.hostNotFound, { host }) };
  for (const { address } of addresses) {
    const reason = addressVerdict(address, allowPrivate);
    if (reason) return { ok: false, reason };
  }
  const first = addresses[0]!;
  return { ok: true, target: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}
