import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './endpoint-address';

/** A receiver has this long to answer, headers and body. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer's body at most (it is not kept). */
const ANSWER_LIMIT = 64 * 1024;

export type PostOutcome = { status: number } | { error: string };

/**
 * POSTs one delivery to the address already checked: the socket goes to that address whatever DNS
 * would answer now (the name still goes in Host and, for https, SNI and the certificate check).
 * Redirects are not followed: a 3xx is just the status it is.
 */
export function postWebhook(
  url: URL,
  target: CheckedAddress,
  headers: Record<string, string>,
  body: string,
): Promise<PostOutcome> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup,
        // a connection of its own each time: never one pooled to an address checked earlier
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_LIMIT) response.destroy();
        });
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', () => undefined);
      },
    );
    request.on('error', (err) =>
      resolve({
        error:
          err.name === 'AbortError' || err.name === 'TimeoutError' ? 'timed out after 10 s' : err.message,
      }),
    );
    request.end(body);
  });
}
