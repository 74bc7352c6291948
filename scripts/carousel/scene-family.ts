import { Canvas } from './raster';
import { C, HEIGHT, WIDTH, draw, shadow, sprinkleCrosses, sweep } from './common';
import { cross, heart, polygon } from './shapes';
import { person } from './figures';

/** Care for families: parents and a child at home, a heart with a cross beside them. */
export function familyScene(): Canvas {
  const c = new Canvas(WIDTH, HEIGHT);
  c.background(sweep(C.navyMid, C.greenDeep));
  sprinkleCrosses(c, [
    [110, 90, 26],
    [210, 300, 16],
    [1090, 320, 24],
    [1130, 70, 14],
  ]);
  const home = polygon([
    [400, 190],
    [600, 50],
    [800, 190],
    [800, 420],
    [400, 420],
  ]);
  draw(c, home, C.white, 0.1);
  draw(c, heart(300, 150, 60), C.white, 0.16);
  draw(c, heart(1010, 230, 44), C.white, 0.16);

  person(c, { x: 515, y: 250, scale: 1.05, skin: C.skin[3], hair: 'short', top: C.green });
  person(c, { x: 690, y: 262, scale: 1.0, skin: C.skin[1], hair: 'long', top: C.navySoft });
  person(c, { x: 605, y: 318, scale: 0.68, skin: C.skin[2], hair: 'curly', top: C.mint });

  const big = heart(880, 95, 130);
  shadow(c, big, 10, 16, 0.3);
  draw(c, big, C.white);
  draw(c, cross(880, 150, 46), C.green);
  return c;
}
