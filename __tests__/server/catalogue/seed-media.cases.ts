import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { MediaImage } from '../../../src/shared/types';
import { CAROUSEL_DIR, seedDemoImages } from '../../../src/server/seed/media';
import { startTestServer, type TestServer } from '../../helpers/server-app';
import { get } from '../../helpers/server-calls';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const banners = fs
  .readdirSync(CAROUSEL_DIR)
  .filter((name) => name.endsWith('.png'))
  .sort();

describe('media: the bundled carousel banners', () => {
  test('there are four small 1200 × 400 PNGs', () => {
    expect(banners).toHaveLength(4);
    for (const name of banners) {
      const data = fs.readFileSync(path.join(CAROUSEL_DIR, name));
      expect(data.length).toBeLessThanOrEqual(60 * 1024);
      const png = PNG.sync.read(data);
      expect([png.width, png.height]).toEqual([1200, 400]);
    }
  });

  test('seedDemoImages stores them as uploads, listed and served in carousel order', async () => {
    const stored = await seedDemoImages(server.db);
    expect(stored).toHaveLength(4);
    const res = await get(server, '/api/media/images');
    const listed = res.body.data as MediaImage[];
    expect(listed.map((i) => i._id)).toEqual(stored.map((i) => i._id));
    for (const [i, image] of listed.entries()) {
      expect(image.mimeType).toBe('image/png');
      const served = await server.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(fs.readFileSync(path.join(CAROUSEL_DIR, banners[i])))).toBe(true);
    }
  });
});
