import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import {
  multipart,
  realJpeg,
  realPng,
  storedCount,
  upload,
  type Upload,
} from '../../helpers/scenarios/media';

let server: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  auth = (await createUser(server, { email: 'refusals-admin@example.com', flags: { is_admin: true } })).auth;
});
afterAll(() => server.close());

const MB5 = 5 * 1024 * 1024;
const NOT_AN_IMAGE = (name: string) => `"${name}" is not a JPEG, PNG or WebP image`;

/** Uploads as the admin and checks the refusal and that nothing at all was stored. */
async function expectRefused(files: Upload[], status: number, message: string) {
  const before = await storedCount(server);
  const res = await upload(server, files, auth);
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { success: false, message } });
  expect(await storedCount(server)).toBe(before);
}

/** A real PNG padded with zeros to `size` bytes: still a PNG by its content. */
const pngOfSize = (size: number) => Buffer.concat([realPng(), Buffer.alloc(size - realPng().length)]);

describe('media: files that are not JPEG, PNG or WebP', () => {
  test('a text file renamed .png and declared image/png is refused', async () => {
    await expectRefused(
      [{ name: 'notes.png', bytes: 'Ward round notes, not a picture', type: 'image/png' }],
      400,
      NOT_AN_IMAGE('notes.png'),
    );
  });

  test.each([
    [
      'a GIF',
      'pixel.gif',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    ],
    ['an SVG', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      'an SVG with an XML prolog',
      'logo.png',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    ],
    ['HTML', 'page.jpg', '<html><body><script>alert(document.cookie)</script></body></html>'],
    ['HTML after a BOM', 'page.webp', '\ufeff<!doctype html><img src=x onerror=alert(1)>'],
    ['a PDF', 'report.png', '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'],
    ['a truncated PNG signature', 'short.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a RIFF file that is not WebP', 'sound.webp', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an empty named file', 'empty.png', Buffer.alloc(0)],
  ])('%s is refused', async (_what, name, bytes) => {
    await expectRefused([{ name, bytes, type: 'image/png' }], 400, NOT_AN_IMAGE(name));
  });

  test('one bad file among good ones refuses the whole upload, naming it', async () => {
    await expectRefused(
      [
        { name: 'good-1.png', bytes: realPng(1) },
        { name: 'sneaky.jpg', bytes: '<svg onload="alert(1)"/>', type: 'image/jpeg' },
        { name: 'good-2.jpg', bytes: realJpeg(2) },
      ],
      400,
      NOT_AN_IMAGE('sneaky.jpg'),
    );
  });

  test('a path-like file name is reported by its base name only', async () => {
    const before = await storedCount(server);
    const res = await upload(server, [{ name: '../../etc/passwd.png', bytes: 'root:x:0:0' }], auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_AN_IMAGE('passwd.png'));
    expect(JSON.stringify(res.body)).not.toMatch(/\.\.|etc\//);
    expect(await storedCount(server)).toBe(before);
  });
});

describe('media: sizes and counts', () => {
  test('a file over 5 MB is 413 and nothing is stored', async () => {
    await expectRefused(
      [
        { name: 'small.png', bytes: realPng(3) },
        { name: 'big.jpg', bytes: pngOfSize(MB5 + 1) },
      ],
      413,
      '"big.jpg" is larger than 5 MB',
    );
  });

  test('a file of exactly 5 MB is accepted', async () => {
    const res = await upload(server, [{ name: 'edge.png', bytes: pngOfSize(MB5) }], auth);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual([expect.objectContaining({ size: MB5, mimeType: 'image/png' })]);
  });

  test('ten files are accepted at once', async () => {
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, bytes: realPng(i) }));
    const res = await upload(server, files, auth);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(10);
  });

  test('eleven files are 400 and nothing is stored', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: realPng(i) }));
    await expectRefused(files, 400, 'You can upload at most 10 images at once');
  });
});

describe('media: uploads without images', () => {
  const post = (payload: string | Buffer, contentType: string) =>
    server.app
      .inject({
        method: 'POST',
        url: '/api/admin/upload-images',
        payload,
        headers: { ...auth, 'content-type': contentType },
      })
      .then((res) => ({ status: res.statusCode, body: res.json() as unknown }));
  const NO_FILES = { status: 400, body: { success: false, message: 'Please select at least one image' } };

  test('a form with no file is 400', async () => {
    const body = await multipart([], { note: 'hello' });
    expect(await post(body.payload, body.contentType)).toEqual(NO_FILES);
  });

  test('the empty part a form sends when no file was chosen is 400', async () => {
    const body = await multipart([{ name: '', bytes: Buffer.alloc(0) }]);
    expect(await post(body.payload, body.contentType)).toEqual(NO_FILES);
  });

  test('a JSON body is 400', async () => {
    expect(await post('{"images":[]}', 'application/json')).toEqual(NO_FILES);
  });

  test('files under another field name are refused', async () => {
    const res = await upload(server, [{ name: 'a.png', bytes: realPng(), field: 'files' }], auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Images must be sent in the field "images"');
  });

  test('a form stuffed with extra fields is refused', async () => {
    const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x']));
    const body = await multipart([{ name: 'a.png', bytes: realPng() }], fields);
    expect(await post(body.payload, body.contentType)).toEqual({
      status: 400,
      body: { success: false, message: 'The upload has too many parts' },
    });
  });

  test('a malformed multipart body is 400, not a server error', async () => {
    const res = await post(
      '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\n\x89PNG',
      'multipart/form-data; boundary=xyz',
    );
    expect(res).toEqual({ status: 400, body: { success: false, message: 'The upload could not be read' } });
  });

  test('a body announced as larger than ten full images is refused before it is read', async () => {
    const body = await multipart([{ name: 'a.png', bytes: realPng() }]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/upload-images',
      payload: body.payload,
      headers: { ...auth, 'content-type': body.contentType, 'content-length': String(60 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'You can upload at most 10 images of 5 MB each at once',
    });
  });
});
