import { PNG } from 'pngjs';
import { encode as encodeJpeg } from 'jpeg-js';
import type { TestServer } from '../server-app';

/** RGBA pixels of a small two-colour picture, different for each `seed`. */
function pixels(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const green = (x + y + seed) % 2 === 0;
      data[i] = green ? 31 : 11;
      data[i + 1] = green ? 157 : 37;
      data[i + 2] = green ? 85 : 69;
      data[i + 3] = 255;
    }
  }
  return data;
}

/** A real PNG, decodable by any viewer. */
export function realPng(seed = 0, width = 8, height = 6): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height, seed).copy(png.data);
  return PNG.sync.write(png);
}

/** A real baseline JPEG. */
export function realJpeg(seed = 0, width = 8, height = 6): Buffer {
  return encodeJpeg({ width, height, data: pixels(width, height, seed) }, 80).data;
}

/** A real 1 × 1 lossless WebP (the image Google's own WebP feature test decodes). */
export const realWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export interface Upload {
  name: string;
  bytes: Uint8Array | string;
  /** the type the browser declares; the server must not trust it */
  type?: string;
  field?: string;
}

/** A real multipart/form-data body, serialised by the platform's FormData as a browser would. */
export async function multipart(files: Upload[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
    const blob = new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'images', blob, file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** POST /api/admin/upload-images with the given files; the status and parsed body. */
export async function upload(server: TestServer, files: Upload[], headers: Record<string, string> = {}) {
  const body = await multipart(files);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/upload-images',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
}

/** How many images the database holds. */
export async function storedCount(server: TestServer): Promise<number> {
  const rows = await server.db.selectFrom('media_images').select('id').execute();
  return rows.length;
}
