import { randomUUID } from 'node:crypto';
import type { MediaImage } from '../../../src/shared/types';
import { createUser, startTestServer, type TestServer } from '../../helpers/server-app';
import { call, get } from '../../helpers/server-calls';
import { realJpeg, realPng, realWebp, storedCount, upload } from '../../helpers/scenarios/media';

type Made = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: Made;
let staff: Made;
let patient: Made;
beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, patient] = await Promise.all([
    createUser(server, { email: 'media-admin@example.com', flags: { is_admin: true } }),
    createUser(server, { email: 'media-staff@example.com', flags: { is_staff: true } }),
    createUser(server, { email: 'media-patient@example.com' }),
  ]);
});
afterAll(() => server.close());

const FORBIDDEN = { success: false, message: 'You do not have permission to do this' };
const NOT_FOUND = { success: false, message: 'Image not found' };

async function list(): Promise<MediaImage[]> {
  const res = await get(server, '/api/media/images');
  expect(res.status).toBe(200);
  return res.body.data as MediaImage[];
}

const serve = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

const del = (id: string, headers: Record<string, string> = admin.auth) =>
  server.app
    .inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers })
    .then((res) => ({ status: res.statusCode, body: res.json() as unknown }));

describe('media: uploading, listing and serving', () => {
  test('two real images are stored, listed and served back byte for byte with their sniffed type', async () => {
    const png = realPng(1);
    const jpeg = realJpeg(2);
    const res = await upload(
      server,
      [
        { name: 'ward.png', bytes: png, type: 'image/png' },
        { name: 'lobby.jpg', bytes: jpeg, type: 'image/jpeg' },
      ],
      admin.auth,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Images uploaded successfully' });
    const data = res.body.data as MediaImage[];
    expect(data.map((i) => [i.mimeType, i.size])).toEqual([
      ['image/png', png.length],
      ['image/jpeg', jpeg.length],
    ]);
    for (const image of data) {
      expect(Object.keys(image).sort()).toEqual(['_id', 'createdAt', 'mimeType', 'size', 'url']);
      expect(image.url).toBe(`/uploads/${image._id}`);
      expect(new Date(image.createdAt).toISOString()).toBe(image.createdAt);
    }

    const listed = await list();
    expect(listed.slice(0, 2)).toEqual(data);

    for (const [image, bytes] of [
      [data[0], png],
      [data[1], jpeg],
    ] as const) {
      const served = await serve(image.url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(image.mimeType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['content-encoding']).toBeUndefined();
      // an id names one image for ever: a revalidation is answered without the bytes
      const again = await serve(image.url, { 'if-none-match': String(served.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  test('the list is newest first across uploads and needs no token', async () => {
    const first = await upload(server, [{ name: 'a.png', bytes: realPng(3) }], admin.auth);
    const second = await upload(server, [{ name: 'b.webp', bytes: realWebp() }], admin.auth);
    expect(second.status).toBe(201);
    const [older] = first.body.data as MediaImage[];
    const [newer] = second.body.data as MediaImage[];
    expect(newer.mimeType).toBe('image/webp');

    const res = await call(server, 'GET', '/api/media/images');
    expect(res.status).toBe(200);
    const ids = (res.body.data as MediaImage[]).map((i) => i._id);
    expect(ids.indexOf(newer._id)).toBe(0);
    expect(ids.indexOf(older._id)).toBe(1);
    const times = (res.body.data as MediaImage[]).map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // the JSON list never carries the image bytes
    expect(res.body).not.toHaveProperty('data.0.data');
  });

  test('within one upload the files are listed in the order they were picked', async () => {
    const res = await upload(
      server,
      [1, 2, 3].map((n) => ({ name: `pick-${n}.png`, bytes: realPng(10 + n) })),
      admin.auth,
    );
    const picked = (res.body.data as MediaImage[]).map((i) => i._id);
    expect((await list()).slice(0, 3).map((i) => i._id)).toEqual(picked);
  });

  test('the type comes from the content: declared types and file names are ignored', async () => {
    const res = await upload(
      server,
      [
        { name: 'photo.jpg', bytes: realPng(4), type: 'image/jpeg' },
        { name: 'scan.webp', bytes: realJpeg(5), type: 'text/plain' },
        { name: 'noextension', bytes: realWebp() },
      ],
      admin.auth,
    );
    expect(res.status).toBe(201);
    expect((res.body.data as MediaImage[]).map((i) => i.mimeType)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ]);
  });

  test('the original file name is neither stored nor answered, even when it looks like a path', async () => {
    const res = await upload(
      server,
      [{ name: '../../etc/passwd.png', bytes: realPng(6), type: 'image/png' }],
      admin.auth,
    );
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toMatch(/passwd|etc|\.\./);
    const [image] = res.body.data as MediaImage[];
    const row = await server.db
      .selectFrom('media_images')
      .select(['id', 'mime_type', 'size', 'uploaded_by'])
      .where('id', '=', image._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: image._id,
      mime_type: 'image/png',
      size: image.size,
      uploaded_by: admin.user.id,
    });
    expect(JSON.stringify(row)).not.toMatch(/passwd/);
  });
});

describe('media: who may do what', () => {
  test.each([
    ['staff', () => staff],
    ['a patient', () => patient],
  ])('%s may not upload (403) and nothing is stored', async (_who, made) => {
    const before = await storedCount(server);
    const res = await upload(server, [{ name: 'x.png', bytes: realPng() }], made().auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await storedCount(server)).toBe(before);
  });

  test('an anonymous upload is 401 and nothing is stored', async () => {
    const before = await storedCount(server);
    const res = await upload(server, [{ name: 'x.png', bytes: realPng() }]);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(await storedCount(server)).toBe(before);
  });

  test('only an admin may delete an image', async () => {
    const [image] = (await upload(server, [{ name: 'k.png', bytes: realPng(7) }], admin.auth)).body
      .data as MediaImage[];
    expect((await del(image._id, {})).status).toBe(401);
    expect(await del(image._id, staff.auth)).toEqual({ status: 403, body: FORBIDDEN });
    expect(await del(image._id, patient.auth)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await serve(image.url)).statusCode).toBe(200);
  });
});

describe('media: deleting and unknown images', () => {
  test('a deleted image leaves the list and is no longer served; deleting it again is 404', async () => {
    const [image] = (await upload(server, [{ name: 'd.png', bytes: realPng(8) }], admin.auth)).body
      .data as MediaImage[];
    expect(await del(image._id)).toEqual({ status: 200, body: { success: true, message: 'Image deleted' } });
    expect((await list()).map((i) => i._id)).not.toContain(image._id);
    const served = await serve(image.url);
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual(NOT_FOUND);
    expect(await del(image._id)).toEqual({ status: 404, body: NOT_FOUND });
  });

  test.each([randomUUID(), 'not-a-uuid', "1' OR '1'='1"])('deleting %p is 404', async (id) => {
    expect(await del(encodeURIComponent(id))).toEqual({ status: 404, body: NOT_FOUND });
  });

  test.each([randomUUID(), 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd'])(
    'GET /uploads/%s is a JSON 404',
    async (id) => {
      const res = await serve(`/uploads/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(NOT_FOUND);
    },
  );
});
