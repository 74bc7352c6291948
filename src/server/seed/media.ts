import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connect';
import type { MediaImage } from '../../shared/types';
import { checkImage, storeImages } from '../media';
import { projectRoot } from '../project-root';

/** The four bundled carousel banners (made by scripts/make-carousel.ts), in carousel order. */
export const CAROUSEL_DIR = path.join(projectRoot(__dirname), 'static', 'carousel');

/**
 * Demo data: stores the bundled carousel banners as uploads, through the same checks
 * as an admin's upload, so the patient home shows them from the database like any other image.
 */
export async function seedDemoImages(
  db: Db,
  options: { uploadedBy?: string | null; dir?: string } = {},
): Promise<MediaImage[]> {
  const dir = options.dir ?? CAROUSEL_DIR;
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.png')).sort();
  const images = await Promise.all(
    names.map(async (name) => checkImage(await fs.readFile(path.join(dir, name)), `"${name}"`)),
  );
  return storeImages(db, images, options.uploadedBy ?? null);
}
