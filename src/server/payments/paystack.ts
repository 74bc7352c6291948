import crypto from 'node:crypto';
import type { Config } from '../config';

/** Paystack's keys and address, as the config holds them. */
export type PaystackConfig = Pick<Config, 'paystackSecretKey' | 'paystackBaseUrl'>;

/** A transaction as Paystack's verify call and charge webhooks describe it. */
export interface PaystackTransaction {
  status: string;
  reference: string;
  amount: number;
  currency: string;
}

/** Paystack answered with an error, or could not be reached. */
export class PaystackError extends Error {}

/** How long a call to Paystack may take before the payment is treated as not started. */
const CALL_TIMEOUT_MS = 15_000;

async function call<T>(
  config: PaystackConfig,
  path: string,
  init: { method: string; body?: object },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${config.paystackBaseUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${config.paystackSecretKey ?? ''}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    throw new PaystackError(`Paystack could not be reached: ${String(err)}`);
  }
  const answer = (await res.json().catch(() => null)) as {
    status?: boolean;
    message?: string;
    data?: T;
  } | null;
  if (!res.ok || !answer?.status || answer.data === undefined) {
    throw new PaystackError(`Paystack ${path} answered ${res.status}: ${answer?.message ?? 'no answer'}`);
  }
  return answer.data;
}

/** POST /transaction/initialize: the page the patient pays on. */
export const initializeTransaction = (
  config: PaystackConfig,
  input: { email: string; amountKobo: number; reference: string; callbackUrl: string },
) =>
  call<{ authorization_url: string; access_code: string; reference: string }>(
    config,
    '/transaction/initialize',
    {
      method: 'POST',
      body: {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        callback_url: input.callbackUrl,
      },
    },
  );

/** GET /transaction/verify/:reference: the transaction as Paystack has it now. */
export const verifyTransaction = (config: PaystackConfig, reference: string) =>
  call<PaystackTransaction>(config, `/transaction/verify/${encodeURIComponent(reference)}`, {
    method: 'GET',
  });

/** POST /refund: part or all of a successful transaction given back. */
export const refundTransaction = (config: PaystackConfig, input: { reference: string; amountKobo: number }) =>
  call<{ status: string; amount: number }>(config, '/refund', {
    method: 'POST',
    body: { transaction: input.reference, amount: input.amountKobo },
  });

/**
 * Whether a webhook's `x-paystack-signature` is the HMAC-SHA512 (hex) of its raw body under the
 * secret key, compared in constant time.
 */
export function signatureMatches(secret: string, raw: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(crypto.createHmac('sha512', secret).update(raw).digest('hex'), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
