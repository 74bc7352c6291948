import { Canvas, mix } from './raster';
import { C, HEIGHT, WIDTH, draw, sky, glow, shadow, sprinkleCrosses, vertical } from './common';
import { capsule, circle, cross, rect, union, type Shape } from './shapes';

/** A welcoming clinic among trees on green hills under an evening sky. */
export function clinicScene(): Canvas {
  const c = new Canvas(WIDTH, HEIGHT);
  c.background(sky(C.navy, C.navySoft));
  glow(c, circle(960, 70, 40), C.mint, 0.35, 60);
  draw(c, circle(960, 70, 34), C.mint, 0.9);
  clouds(c);
  sprinkleCrosses(c, [
    [120, 80, 26],
    [250, 150, 14],
    [1080, 190, 18],
    [760, 60, 12],
  ]);

  // hills
  draw(c, circle(250, 1150, 840), mix(C.greenDeep, C.navy, 0.35));
  draw(c, circle(1000, 1250, 960), C.greenDeep);
  draw(c, circle(600, 1500, 1160), C.green);

  trees(c);
  building(c);
  return c;
}

function clouds(c: Canvas): void {
  const puff = (x: number, y: number, s: number) =>
    union(circle(x, y, 22 * s), circle(x + 26 * s, y - 10 * s, 28 * s), circle(x + 56 * s, y, 20 * s));
  draw(c, puff(180, 110, 1.1), C.white, 0.12);
  draw(c, puff(820, 130, 0.8), C.white, 0.1);
  draw(c, puff(1040, 120, 0.9), C.white, 0.12);
}

function tree(c: Canvas, x: number, ground: number, size: number): void {
  draw(c, capsule(x, ground, x, ground - size * 0.9, size * 0.09), mix(C.navy, C.greenDeep, 0.3));
  const crown = union(
    circle(x, ground - size * 1.2, size * 0.48),
    circle(x - size * 0.3, ground - size * 0.9, size * 0.36),
    circle(x + size * 0.3, ground - size * 0.92, size * 0.38),
  );
  draw(c, crown, vertical(C.greenLight, C.greenDeep, ground - size * 1.7, ground - size * 0.5));
}

function trees(c: Canvas): void {
  tree(c, 330, 352, 96);
  tree(c, 395, 345, 70);
  tree(c, 840, 348, 90);
  tree(c, 905, 356, 64);
  tree(c, 120, 380, 80);
  tree(c, 1110, 375, 84);
}

function building(c: Canvas): void {
  const wings = rect(450, 170, 300, 180, 10);
  const tower = rect(540, 105, 120, 245, 14);
  const body: Shape = union(wings, tower);
  shadow(c, body, 12, 18, 0.35);
  draw(c, body, vertical(C.white, C.mist, 105, 350));
  // roof trims
  draw(c, rect(440, 160, 104, 14, 7), C.green);
  draw(c, rect(656, 160, 104, 14, 7), C.green);
  draw(c, rect(528, 96, 144, 16, 8), C.green);
  // the sign
  draw(c, circle(600, 160, 34), C.green);
  draw(c, cross(600, 160, 40), C.white);
  // windows
  const pane = (x: number, y: number, w: number, h: number) =>
    draw(c, rect(x, y, w, h, 6), vertical(C.sky, C.mist, y, y + h));
  for (const x of [462, 500, 670, 708]) for (const y of [196, 256]) pane(x, y, 30, 36);
  for (const x of [560, 612]) pane(x, 212, 28, 34);
  // door, canopy and steps
  draw(c, rect(566, 268, 68, 82, 8), vertical(C.green, C.greenDeep, 268, 350));
  draw(c, rect(574, 276, 24, 66, 4), C.mint, 0.55);
  draw(c, rect(602, 276, 24, 66, 4), C.mint, 0.55);
  draw(c, rect(552, 256, 96, 12, 6), C.navyMid);
  draw(c, rect(546, 348, 108, 10, 4), C.mist);
  draw(c, rect(536, 356, 128, 10, 4), mix(C.mist, C.sky, 0.5));
}
