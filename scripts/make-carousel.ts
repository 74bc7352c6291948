/**
 * Draws the four bundled carousel banners (1200 × 400 PNG, each well under 60 KB) into
 * static/carousel/. Run with `npx tsx scripts/make-carousel.ts`; the output is committed, so the
 * app and the demo seed never need this script or its dev-only dependency (pngjs) at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { Canvas } from './carousel/raster';
import { clinicScene } from './carousel/scene-clinic';
import { bookingScene } from './carousel/scene-booking';
import { doctorsScene } from './carousel/scene-doctors';
import { familyScene } from './carousel/scene-family';

const SCENES: Record<string, () => Canvas> = {
  '1-welcome-clinic': clinicScene,
  '2-book-consultation': bookingScene,
  '3-our-doctors': doctorsScene,
  '4-family-care': familyScene,
};

const outDir = path.resolve(__dirname, '../static/carousel');
fs.mkdirSync(outDir, { recursive: true });
const only = process.argv[2];

for (const [name, draw] of Object.entries(SCENES)) {
  if (only && !name.includes(only)) continue;
  const canvas = draw();
  const png = new PNG({ width: canvas.width, height: canvas.height, colorType: 2, inputHasAlpha: true });
  canvas.toRgba().copy(png.data);
  const bytes = PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
  fs.writeFileSync(path.join(outDir, `${name}.png`), bytes);
  console.log(`${name}.png  ${(bytes.length / 1024).toFixed(1)} KB`);
}
