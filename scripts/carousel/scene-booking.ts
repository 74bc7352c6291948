import { Canvas, mix } from './raster';
import { C, HEIGHT, WIDTH, draw, shadow, sprinkleCrosses, sweep } from './common';
import { capsule, circle, intersect, polygon, rect, ring, type Shape } from './shapes';

/** Booking a consultation: a calendar with a confirmed day, a clock with the slot, small cards. */
export function bookingScene(): Canvas {
  const c = new Canvas(WIDTH, HEIGHT);
  c.background(sweep(C.greenDeep, C.green));
  draw(c, circle(90, 40, 210), C.white, 0.06);
  draw(c, circle(1150, 380, 260), C.navy, 0.12);
  sprinkleCrosses(c, [
    [1110, 70, 28],
    [1010, 330, 14],
    [60, 330, 18],
    [300, 40, 12],
  ]);
  doctorCard(c);
  confirmation(c);
  calendar(c);
  clock(c, 850, 205);
  return c;
}

function checkmark(c: Canvas, x: number, y: number, s: number, width: number): void {
  draw(c, capsule(x - 0.45 * s, y, x - 0.12 * s, y + 0.32 * s, width), C.white);
  draw(c, capsule(x - 0.12 * s, y + 0.32 * s, x + 0.48 * s, y - 0.3 * s, width), C.white);
}

function calendar(c: Canvas): void {
  const card = rect(340, 70, 360, 285, 22);
  shadow(c, card, 14, 20, 0.3);
  draw(c, card, C.white);
  draw(c, intersect(rect(340, 70, 360, 72), card), C.navy);
  draw(c, rect(375, 99, 120, 14, 7), C.white, 0.85);
  draw(c, rect(505, 99, 56, 14, 7), C.white, 0.4);
  for (const x of [410, 630]) draw(c, capsule(x, 52, x, 88, 8), C.mist);

  const booked = new Set([3, 9, 12, 17, 22, 26]);
  for (let i = 0; i < 28; i++) {
    const x = 362 + (i % 7) * 46;
    const y = 160 + Math.floor(i / 7) * 46;
    if (i === 16) {
      draw(c, rect(x, y, 40, 40, 10), C.green);
      checkmark(c, x + 20, y + 21, 22, 3);
    } else {
      draw(c, rect(x, y, 40, 40, 10), i < 8 ? mix(C.mist, C.white, 0.6) : C.mist);
      if (booked.has(i)) draw(c, circle(x + 20, y + 29, 4), C.navyMid, 0.55);
    }
  }
  draw(c, ring(362 + 5 * 46 + 20, 160 + 46 + 20, 23, 3), C.greenLight);
}

function clock(c: Canvas, cx: number, cy: number): void {
  const face = circle(cx, cy, 100);
  shadow(c, face, 12, 18, 0.3);
  draw(c, face, C.white);
  draw(c, ring(cx, cy, 94, 8), C.navy);
  // the booked slot, a quarter of the dial in green
  const far = (deg: number): [number, number] => [
    cx + 200 * Math.cos((deg * Math.PI) / 180),
    cy + 200 * Math.sin((deg * Math.PI) / 180),
  ];
  const sector = polygon([[cx, cy], far(-90), far(-45), far(0)]);
  draw(c, intersect(circle(cx, cy, 84), sector), C.mint);
  for (let h = 0; h < 12; h++) {
    const a = (h * Math.PI) / 6;
    const inner = h % 3 === 0 ? 68 : 74;
    const p = (r: number) => [cx + r * Math.sin(a), cy - r * Math.cos(a)] as const;
    const [x0, y0] = p(inner);
    const [x1, y1] = p(80);
    draw(c, capsule(x0, y0, x1, y1, h % 3 === 0 ? 3.5 : 2), C.navyMid);
  }
  draw(c, capsule(cx, cy, cx, cy - 58, 6), C.navy);
  draw(c, capsule(cx, cy, cx + 56, cy, 5), C.green);
  draw(c, circle(cx, cy, 10), C.green);
  draw(c, circle(cx, cy, 4), C.white);
}

function lines(c: Canvas, x: number, y: number, widths: number[]): void {
  widths.forEach((w, i) => draw(c, rect(x, y + i * 20, w, 10, 5), C.navyMid, i === 0 ? 0.8 : 0.3));
}

function doctorCard(c: Canvas): void {
  const card: Shape = rect(60, 95, 230, 84, 16);
  shadow(c, card, 8, 12, 0.25);
  draw(c, card, C.white);
  draw(c, circle(106, 137, 26), C.mint);
  draw(c, circle(106, 130, 10), C.greenDeep);
  draw(c, intersect(circle(106, 156, 17), circle(106, 137, 26)), C.greenDeep);
  lines(c, 146, 116, [110, 80, 96]);
}

function confirmation(c: Canvas): void {
  const card: Shape = rect(100, 220, 200, 70, 16);
  shadow(c, card, 8, 12, 0.25);
  draw(c, card, C.white);
  draw(c, circle(138, 255, 20), C.green);
  checkmark(c, 138, 256, 20, 2.6);
  lines(c, 172, 238, [100, 70]);
  draw(c, rect(172, 270, 40, 8, 4), C.green, 0.6);
}
