import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAYSTACK_TEST_SECRET = 'sk_test_clinicbook_fake_secret';
export const PAYSTACK_TEST_PUBLIC = 'pk_test_clinicbook_fake_public';

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  status: 'ongoing' | 'success' | 'abandoned';
  paidAt: string | null;
}

export interface FakeRefund {
  reference: string;
  amount: number;
}

/** A charge.success event's body as Paystack sends it, for a transaction of this amount. */
export const chargeSuccess = (
  t: Pick<FakeTransaction, 'id' | 'reference' | 'amount' | 'currency' | 'email'>,
) => ({
  event: 'charge.success',
  data: {
    id: t.id,
    domain: 'test',
    status: 'success',
    reference: t.reference,
    amount: t.amount,
    gateway_response: 'Successful',
    paid_at: new Date().toISOString(),
    channel: 'card',
    currency: t.currency,
    customer: { email: t.email },
  },
});

/** Paystack's signature of a webhook: HMAC-SHA512 of the raw body with the secret key, in hex. */
export const paystackSignature = (raw: string, secret = PAYSTACK_TEST_SECRET) =>
  crypto.createHmac('sha512', secret).update(raw).digest('hex');

const json = (response: http.ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A real HTTP server on loopback that answers as Paystack's API does (docs: paystack.com/docs/api):
 * POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund, each with the
 * secret key as a bearer token, in Paystack's envelope `{status, message, data}`. Its hosted checkout
 * page (the authorization_url) has a Pay button: paying marks the transaction successful, sends the
 * signed `charge.success` webhook to `webhookUrl` when one is set, and sends the browser back to the
 * callback_url with `?trxref=…&reference=…`.
 */
export async function startFakePaystack() {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  const state = { webhookUrl: undefined as string | undefined, webhooksSent: 0 };
  let nextId = 5_000_000;

  const sendWebhook = async (t: FakeTransaction) => {
    if (!state.webhookUrl) return;
    const raw = JSON.stringify(chargeSuccess(t));
    await fetch(state.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(raw) },
      body: raw,
    });
    state.webhooksSent += 1;
  };

  const checkoutPage = (t: FakeTransaction) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Paystack Checkout (test)</title>
<style>body{font-family:sans-serif;background:#f3f4f6;display:flex;justify-content:center;padding:40px 12px}
main{background:#fff;border-radius:8px;padding:32px;max-width:360px;width:100%;box-shadow:0 2px 8px #0002}
button{background:#0ba4db;color:#fff;border:0;border-radius:6px;padding:14px;width:100%;font-size:16px}</style>
</head><body><main><h1>Pay NGN ${(t.amount / 100).toFixed(2)}</h1><p>${t.email}</p>
<form method="post" action="/checkout/${t.accessCode}/pay"><button type="submit">Pay</button></form>
</main></body></html>`;

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse, raw: string) => {
    const url = new URL(request.url ?? '/', 'http://paystack.local');
    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) {
      const t = [...transactions.values()].find((x) => x.accessCode === checkout[1]);
      if (!t) return json(response, 404, { status: false, message: 'Transaction not found' });
      if (request.method === 'GET' && !checkout[2]) {
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(t));
      }
      t.status = 'success';
      t.paidAt = new Date().toISOString();
      await sendWebhook(t);
      const back = new URL(t.callbackUrl);
      back.searchParams.set('trxref', t.reference);
      back.searchParams.set('reference', t.reference);
      return response.writeHead(302, { location: back.toString() }).end();
    }
    if (request.headers.authorization !== `Bearer ${PAYSTACK_TEST_SECRET}`) {
      return json(response, 401, { status: false, message: 'Invalid key' });
    }
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const reference = String(body.reference ?? crypto.randomUUID());
      if (transactions.has(reference))
        return json(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100 || !body.email) {
        return json(response, 400, { status: false, message: 'Invalid amount or email' });
      }
      const accessCode = crypto.randomBytes(8).toString('hex');
      nextId += 1;
      transactions.set(reference, {
        id: nextId,
        reference,
        accessCode,
        email: String(body.email),
        amount,
        currency: String(body.currency ?? 'NGN'),
        callbackUrl: String(body.callback_url),
        status: 'ongoing',
        paidAt: null,
      });
      return json(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${base}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const t = transactions.get(decodeURIComponent(verify[1]));
      if (!t) return json(response, 400, { status: false, message: 'Transaction reference not found' });
      return json(response, 200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: t.id,
          status: t.status === 'ongoing' ? 'abandoned' : t.status,
          reference: t.reference,
          amount: t.amount,
          currency: t.currency,
          paid_at: t.paidAt,
          channel: 'card',
          gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
          customer: { email: t.email },
        },
      });
    }
    if (request.method === 'POST' && url.pathname === '/refund') {
      const t = transactions.get(String(body.transaction));
      if (!t || t.status !== 'success')
        return json(response, 400, { status: false, message: 'Transaction not found' });
      const already = refunds
        .filter((r) => r.reference === t.reference)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? t.amount - already : Number(body.amount);
      if (amount <= 0 || already + amount > t.amount) {
        return json(response, 400, {
          status: false,
          message: 'Refund amount cannot be more than transaction amount',
        });
      }
      refunds.push({ reference: t.reference, amount });
      return json(response, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { id: t.id, reference: t.reference, amount: t.amount },
          amount,
          currency: t.currency,
          status: 'pending',
        },
      });
    }
    return json(response, 404, { status: false, message: 'Not found' });
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks).toString('utf8')).catch((err: unknown) =>
        json(response, 500, { status: false, message: String(err) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    /** the environment that points the app at this server */
    env: {
      PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET,
      PAYSTACK_PUBLIC_KEY: PAYSTACK_TEST_PUBLIC,
      PAYSTACK_BASE_URL: base,
    },
    transactions,
    refunds,
    state,
    /** Pays as the checkout page's button does, without a browser: the webhook is sent when a URL is set. */
    async pay(reference: string) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`no transaction ${reference}`);
      const res = await fetch(`${base}/checkout/${t.accessCode}/pay`, { method: 'POST', redirect: 'manual' });
      return res.headers.get('location');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
