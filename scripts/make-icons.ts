/**
 * Draws the app's install icons (static/icons/icon-192.png and icon-512.png) from the shapes of
 * static/logo.svg: the navy rounded square and the green cross, edges smoothed by 4 × 4 samples a
 * pixel. Run with `npx tsx scripts/make-icons.ts`; the output is committed, so neither the build nor
 * the server needs this script or pngjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

const NAVY = [0x0b, 0x25, 0x45];
const GREEN = [0x1f, 0x9d, 0x55];
/** The logo's 64-unit box: the square's corner radius and the cross's two bars. */
const RADIUS = 14;
const BARS = [
  [27, 14, 37, 50],
  [14, 27, 50, 37],
];
const SAMPLES = 4;

function insideSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, RADIUS), 64 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), 64 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

const insideCross = (x: number, y: number) =>
  BARS.some(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);

function draw(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  const unit = 64 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let square = 0;
      let cross = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) * unit;
          const y = (py + (sy + 0.5) / SAMPLES) * unit;
          if (insideSquare(x, y)) {
            square += 1;
            if (insideCross(x, y)) cross += 1;
          }
        }
      }
      const offset = (py * size + px) * 4;
      const share = square ? cross / square : 0;
      for (let c = 0; c < 3; c += 1) {
        png.data[offset + c] = Math.round(NAVY[c] * (1 - share) + GREEN[c] * share);
      }
      png.data[offset + 3] = Math.round((255 * square) / SAMPLES ** 2);
    }
  }
  return PNG.sync.write(png, { deflateLevel: 9 });
}

const outDir = path.resolve(__dirname, '../static/icons');
fs.mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) {
  const bytes = draw(size);
  fs.writeFileSync(path.join(outDir, `icon-${size}.png`), bytes);
  console.log(`icon-${size}.png  ${(bytes.length / 1024).toFixed(1)} KB`);
}
