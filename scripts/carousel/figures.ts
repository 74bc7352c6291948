import { mix, type Canvas, type Rgb } from './raster';
import { C, draw, vertical } from './common';
import { capsule, circle, intersect, polygon, rect, ring, union } from './shapes';

export type Hair = 'short' | 'bun' | 'long' | 'curly';

export interface Bust {
  /** centre line */
  x: number;
  /** top of the shoulders */
  y: number;
  scale: number;
  skin: Rgb;
  hair: Hair;
  /** clothing colour; doctors wear a white coat over it */
  top: Rgb;
}

/** Head, neck and hair of a person whose shoulders start at (x, y). */
function head(c: Canvas, b: Bust): void {
  const s = b.scale;
  const hy = b.y - 62 * s;
  if (b.hair === 'long') draw(c, rect(b.x - 42 * s, hy - 40 * s, 84 * s, 96 * s, 40 * s), C.hair);
  if (b.hair === 'bun') draw(c, circle(b.x, hy - 44 * s, 18 * s), C.hair);
  draw(c, rect(b.x - 13 * s, hy + 20 * s, 26 * s, 36 * s, 8 * s), mix(b.skin, C.hair, 0.18));
  draw(c, circle(b.x, hy, 36 * s), b.skin);
  const cap = intersect(circle(b.x, hy - 4 * s, 39 * s), rect(b.x - 45 * s, hy - 50 * s, 90 * s, 36 * s));
  if (b.hair === 'curly') {
    const curls = [-165, -135, -105, -75, -45, -15].map((deg) => {
      const a = (deg * Math.PI) / 180;
      return circle(b.x + 33 * s * Math.cos(a), hy - 6 * s + 33 * s * Math.sin(a), 14 * s);
    });
    draw(c, union(...curls, cap), C.hair);
  } else draw(c, cap, C.hair);
}

/** A person from the chest up, in everyday clothes. */
export function person(c: Canvas, b: Bust): void {
  const s = b.scale;
  draw(c, rect(b.x - 80 * s, b.y, 160 * s, 400, 60 * s), vertical(b.top, mix(b.top, C.navy, 0.25), b.y, 400));
  draw(c, intersect(circle(b.x, b.y - 4 * s, 24 * s), rect(b.x - 30 * s, b.y, 60 * s, 30 * s)), b.skin);
  head(c, b);
}

/** A doctor from the chest up: white coat over scrubs, stethoscope round the neck. */
export function doctor(c: Canvas, b: Bust): void {
  const s = b.scale;
  const { x, y } = b;
  draw(c, rect(x - 92 * s, y, 184 * s, 400, 66 * s), vertical(C.white, C.mist, y, 400));
  draw(
    c,
    polygon([
      [x - 34 * s, y],
      [x + 34 * s, y],
      [x, y + 84 * s],
    ]),
    b.top,
  );
  draw(c, intersect(circle(x, y - 6 * s, 22 * s), rect(x - 30 * s, y, 60 * s, 24 * s)), b.skin);
  // lapels
  const lapel = mix(C.mist, C.sky, 0.6);
  draw(
    c,
    polygon([
      [x - 34 * s, y],
      [x, y + 84 * s],
      [x - 22 * s, y + 96 * s],
      [x - 50 * s, y + 20 * s],
    ]),
    lapel,
  );
  draw(
    c,
    polygon([
      [x + 34 * s, y],
      [x + 50 * s, y + 20 * s],
      [x + 22 * s, y + 96 * s],
      [x, y + 84 * s],
    ]),
    lapel,
  );
  // pocket, pens and badge
  draw(c, rect(x - 68 * s, y + 72 * s, 32 * s, 6 * s, 3 * s), lapel);
  draw(c, capsule(x - 60 * s, y + 60 * s, x - 60 * s, y + 76 * s, 3 * s), C.green);
  draw(c, capsule(x - 50 * s, y + 62 * s, x - 50 * s, y + 76 * s, 3 * s), C.navyMid);
  draw(c, rect(x + 40 * s, y + 62 * s, 30 * s, 12 * s, 4 * s), C.green);
  // stethoscope
  const tube = C.navy;
  draw(c, intersect(ring(x, y + 4 * s, 36 * s, 6 * s), rect(x - 50 * s, y + 4 * s, 100 * s, 50 * s)), tube);
  draw(c, capsule(x + 36 * s, y + 4 * s, x + 36 * s, y - 8 * s, 3 * s), tube);
  draw(c, capsule(x - 36 * s, y + 4 * s, x - 36 * s, y - 8 * s, 3 * s), tube);
  draw(c, capsule(x + 24 * s, y + 30 * s, x + 30 * s, y + 80 * s, 3 * s), tube);
  draw(c, circle(x + 30 * s, y + 88 * s, 10 * s), tube);
  draw(c, circle(x + 30 * s, y + 88 * s, 5 * s), C.sky);
  head(c, b);
}
