import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: { resourceType: string; id?: string; status?: string } };
  raw: string;
  headers: Record<string, string>;
  /** the answer it was given */
  answered: number;
}

/**
 * A real HTTP endpoint on loopback that receives webhooks and verifies each one with the Standard
 * Webhooks reference library against every secret it was given (`secrets`), as a receiver would. It
 * answers 204, or what `answer` is set to (500 to fail, 410 Gone); a delivery whose signature does not
 * verify is answered 401 and noted in `refused`.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const refused: string[] = [];
  const state = { answer: 204, secrets: [] as string[] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      try {
        if (state.secrets.length === 0) throw new Error('no secret to verify with');
        for (const secret of state.secrets) new Webhook(secret).verify(raw, headers);
      } catch (err) {
        refused.push(err instanceof Error ? err.message : String(err));
        response.writeHead(401).end();
        return;
      }
      const body = JSON.parse(raw) as ReceivedWebhook['body'];
      received.push({
        id: headers['webhook-id']!,
        type: body.type,
        body,
        raw,
        headers,
        answered: state.answer,
      });
      response.writeHead(state.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    refused,
    state,
    /** the deliveries of one appointment that were taken (2xx), in order */
    accepted: (appointmentId: string) =>
      received.filter((r) => r.body.data.id === appointmentId && r.answered < 300).map((r) => r.type),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
