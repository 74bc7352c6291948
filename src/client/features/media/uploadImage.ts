import type { Envelope, MediaImage } from '../../../shared/types';

interface UploadOutcome {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  body?: Envelope<MediaImage[]>;
}

function parse(text: string): Envelope<MediaImage[]> | undefined {
  try {
    return JSON.parse(text) as Envelope<MediaImage[]>;
  } catch {
    return undefined;
  }
}

export const uploadSucceeded = (outcome: UploadOutcome) =>
  outcome.status >= 200 && outcome.status < 300 && outcome.body?.success !== false;

/**
 * POST /api/admin/upload-images with one file under "images". XMLHttpRequest rather than fetch,
 * because only it reports upload progress, which the picker shows per file.
 */
export function uploadImage(
  file: Blob & { name: string },
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/upload-images');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parse(xhr.responseText) }));
    xhr.addEventListener('error', () => resolve({ status: 0 }));
    xhr.addEventListener('abort', () => resolve({ status: 0 }));
    const body = new FormData();
    body.append('images', file, file.name);
    xhr.send(body);
  });
}
