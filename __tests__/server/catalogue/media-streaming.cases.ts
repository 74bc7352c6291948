import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { realPng, storedCount } from '../../helpers/scenarios/media';

/**
 * Over a real socket: a refused upload is answered while the client is still sending, so the server
 * never waits for (or keeps) a body it is going to refuse.
 */
let server: TestServer;
let auth: Record<string, string>;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  auth = (await createUser(server, { email: 'streaming-admin@example.com', flags: { is_admin: true } })).auth;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const MB = 1024 * 1024;
const BOUNDARY = 'clinicbook-test-boundary';
const partHead = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** Starts an upload that announces `declared` bytes; the caller writes some of them and never ends it. */
function openUpload(declared: number) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/admin/upload-images',
    headers: {
      ...auth,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(declared),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        }),
      );
    });
  });
  return { request, answer };
}

test('media: a file growing past 5 MB is refused as soon as it does, before the body ends', async () => {
  const before = await storedCount(server);
  const { request, answer } = openUpload(40 * MB);
  request.write(partHead('big.png'));
  request.write(Buffer.concat([realPng(), Buffer.alloc(6 * MB)]));
  const res = await answer;
  request.destroy();
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ success: false, message: '"big.png" is larger than 5 MB' });
  expect(await storedCount(server)).toBe(before);
});

test('media: a file that is not an image ends the upload at once, whatever follows', async () => {
  const { request, answer } = openUpload(30 * MB);
  request.write(partHead('notes.png'));
  request.write(Buffer.from('not a picture at all\r\n'));
  request.write(partHead('next.png'));
  request.write(Buffer.alloc(MB));
  const res = await answer;
  request.destroy();
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, message: '"notes.png" is not a JPEG, PNG or WebP image' });
});

test('media: a body announced at 500 MB is refused from its headers; the server stops reading soon after', async () => {
  const { request, answer } = openUpload(500 * MB);
  const closed = new Promise<void>((resolve) =>
    request.on('socket', (socket) => socket.on('close', resolve)),
  );
  request.on('error', () => undefined); // the server cutting the connection shows here as a reset
  request.write(partHead('huge.png'));
  const res = await answer;
  expect(res.status).toBe(413);
  expect(res.body).toEqual({
    success: false,
    message: 'You can upload at most 10 images of 5 MB each at once',
  });
  // the answer came while the body was still on its way; the server drops a little more, then hangs up
  const more = Buffer.alloc(256 * 1024);
  const keepSending = async () => {
    for (let i = 0; i < 64 && !request.destroyed; i++) {
      if (!request.write(more)) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await keepSending();
  await closed;
});

describe('media: after a refusal the connection stays usable', () => {
  /** Sends a whole multipart body on a one-socket keep-alive agent, then a second call on the same socket. */
  async function refuseThenReuse(headers: Record<string, string>, body: Buffer) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (options: http.RequestOptions, payload?: Buffer) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, agent, ...options }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end(payload);
      });
    const first = await send(
      {
        method: 'POST',
        path: '/api/admin/upload-images',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      body,
    );
    const second = await send({ method: 'GET', path: '/api/media/images' });
    agent.destroy();
    return { first: first.status, second };
  }

  const bodyOf = (...parts: Array<[string, Buffer]>) =>
    Buffer.concat([
      ...parts.flatMap(([name, bytes]) => [partHead(name), bytes, Buffer.from('\r\n')]),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
  const bigPng = Buffer.concat([realPng(), Buffer.alloc(2 * MB)]);

  test('a refused file followed by 2 MB more', async () => {
    const body = bodyOf(['notes.png', Buffer.from('not a picture')], ['big.png', bigPng]);
    expect(await refuseThenReuse(auth, body)).toEqual({ first: 400, second: { status: 200, reused: true } });
  });

  test('an anonymous upload of 2 MB', async () => {
    expect(await refuseThenReuse({}, bodyOf(['big.png', bigPng]))).toEqual({
      first: 401,
      second: { status: 200, reused: true },
    });
  });
});
