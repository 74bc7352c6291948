import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { realJpeg, realPng, realWebp, storedCount, upload } from '../../helpers/scenarios/media';

/**
 * Security suite, uploads: what media-refusals.cases.ts and media-rules.cases.ts do not
 * already cover (wrong magic bytes, oversize, too many files, path-like names are there): polyglots,
 * files that are an image by their first bytes and something else as well.
 */

let server: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  auth = (await createUser(server, { email: 'polyglot-admin@example.com', flags: { is_admin: true } })).auth;
});
afterAll(() => server.close());

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
// a minimal ZIP: one empty stored entry and its end-of-central-directory record
const ZIP = Buffer.from(
  '504b03040a0000000000000000000000000000000000000000000100000061' +
    '504b01020a000a0000000000000000000000000000000000000000000100000000000000000000000000000000000061' +
    '504b050600000000010001002f0000001f0000000000',
  'hex',
);

/** A JPEG with `extra` placed inside a comment segment, right after the start marker. */
function jpegWithComment(extra: Buffer): Buffer {
  const jpeg = realJpeg(3);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(extra.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, extra, jpeg.subarray(2)]);
}

test.each([
  ['a JPEG with an HTML page appended', Buffer.concat([realJpeg(1), HTML])],
  ['a JPEG with a ZIP appended', Buffer.concat([realJpeg(2), ZIP])],
  ['a JPEG carrying a script in a comment segment', jpegWithComment(HTML)],
  ['a PNG with an HTML page appended', Buffer.concat([realPng(4), HTML])],
  ['a PNG with a ZIP appended', Buffer.concat([realPng(5), ZIP])],
  ['a WebP with an HTML page appended', Buffer.concat([realWebp(), HTML])],
])('%s is refused and nothing is stored', async (_what, bytes) => {
  const before = await storedCount(server);
  const res = await upload(server, [{ name: 'banner.jpg', bytes, type: 'image/jpeg' }], auth);
  expect({ status: res.status, body: res.body }).toEqual({
    status: 400,
    body: { success: false, message: '"banner.jpg" is not a JPEG, PNG or WebP image' },
  });
  expect(await storedCount(server)).toBe(before);
});

test('the same images without the second format are accepted', async () => {
  const res = await upload(
    server,
    [
      { name: 'a.jpg', bytes: realJpeg(1) },
      { name: 'b.png', bytes: realPng(4) },
      { name: 'c.webp', bytes: realWebp() },
    ],
    auth,
  );
  expect(res.status).toBe(201);
});
