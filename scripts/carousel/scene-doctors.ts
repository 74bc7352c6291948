import { Canvas } from './raster';
import { C, HEIGHT, WIDTH, draw, glow, sprinkleCrosses, sweep } from './common';
import { capsule, circle, cross } from './shapes';
import { doctor } from './figures';

/** Three doctors in front of a green disc, a heartbeat line behind them. */
export function doctorsScene(): Canvas {
  const c = new Canvas(WIDTH, HEIGHT);
  c.background(sweep(C.navy, C.navyMid));
  heartbeat(c, 150);
  sprinkleCrosses(c, [
    [110, 300, 30],
    [220, 80, 16],
    [1000, 300, 22],
    [1120, 90, 14],
  ]);
  draw(c, circle(600, 330, 250), C.green);
  draw(c, circle(600, 330, 190), C.greenDeep, 0.25);

  doctor(c, { x: 455, y: 262, scale: 0.95, skin: C.skin[1], hair: 'bun', top: C.navySoft });
  doctor(c, { x: 745, y: 262, scale: 0.95, skin: C.skin[2], hair: 'short', top: C.greenDeep });
  doctor(c, { x: 600, y: 240, scale: 1.1, skin: C.skin[0], hair: 'curly', top: C.navyMid });

  const badge = circle(935, 150, 46);
  glow(c, badge, C.white, 0.25, 24);
  draw(c, badge, C.white);
  draw(c, cross(935, 150, 52), C.green);
  return c;
}

/** A faint ECG trace across the banner. */
function heartbeat(c: Canvas, base: number): void {
  const beat = [
    [0, 0],
    [18, -14],
    [30, 0],
    [44, 0],
    [54, 22],
    [68, -70],
    [82, 36],
    [94, 0],
    [120, 0],
    [140, -18],
    [160, 0],
  ];
  const points: Array<[number, number]> = [[0, base]];
  for (const start of [170, 820]) {
    points.push([start, base]);
    for (const [dx, dy] of beat) points.push([start + dx, base + dy]);
  }
  points.push([WIDTH, base]);
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    draw(c, capsule(ax, ay, bx, by, 2.5), C.white, 0.22);
  }
}
