import net from 'node:net';

/** proxy-addr's names for address ranges, which Fastify's trustProxy understands. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: the peers whose X-Forwarded-For names the client. Unset, only loopback is trusted:
 * a proxy on the same machine works as is, and no remote client can appear as a loopback peer, so
 * none can choose the address its attempts are counted under. `none` trusts no peer at all.
 */
export function readTrustProxy(value: string | undefined): string[] | false {
  const raw = (value ?? '').trim();
  if (raw === '') return ['loopback'];
  if (raw === 'none') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be "none" or a comma-separated list of addresses, CIDR ranges or loopback, linklocal, uniquelocal, not "${wrong ?? raw}"`,
    );
  }
  return entries;
}
