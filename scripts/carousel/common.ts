import { hex, mix, type Canvas, type Paint, type Rgb } from './raster';
import { cross, type Shape } from './shapes';

export const WIDTH = 1200;
export const HEIGHT = 400;

/** The product's colours and a few tints of them. */
export const C = {
  navy: hex('#0b2545'),
  navyMid: hex('#13315c'),
  navySoft: hex('#1d4570'),
  green: hex('#1f9d55'),
  greenDeep: hex('#177a42'),
  greenLight: hex('#5cc38a'),
  mint: hex('#d7f0e1'),
  sky: hex('#cfe2f3'),
  mist: hex('#eef4f9'),
  white: hex('#ffffff'),
  skin: [hex('#8d5524'), hex('#c68642'), hex('#e0ac69'), hex('#6b3f1d')] as const,
  hair: hex('#1b1b24'),
};

export function draw(canvas: Canvas, shape: Shape, paint: Paint, alpha = 1): void {
  canvas.fill(shape.sdf, shape.box, paint, alpha);
}

/** A soft shadow under a shape, shifted down and blurred. */
export function shadow(canvas: Canvas, shape: Shape, offset = 10, blur = 14, alpha = 0.28): void {
  const moved = translate(shape, 0, offset);
  canvas.fill(moved.sdf, moved.box, C.navy, alpha, blur);
}

/** A blurred halo of light around a shape. */
export function glow(canvas: Canvas, shape: Shape, color: Rgb, alpha: number, blur: number): void {
  canvas.fill(shape.sdf, shape.box, color, alpha, blur);
}

export function translate(shape: Shape, dx: number, dy: number): Shape {
  const { box } = shape;
  return {
    sdf: (x, y) => shape.sdf(x - dx, y - dy),
    box: { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy },
  };
}

/**
 * Background washes run along one axis only: a diagonal gradient costs PNG's row filters some
 * 40 KB at this size, a horizontal or vertical one about 2 KB.
 */
export function sky(top: Rgb, bottom: Rgb): (x: number, y: number) => Rgb {
  return (_x, y) => mix(top, bottom, y / HEIGHT);
}

export function sweep(left: Rgb, right: Rgb): (x: number, y: number) => Rgb {
  return (x) => mix(left, right, x / WIDTH);
}

/** A vertical wash for filling shapes. */
export function vertical(top: Rgb, bottom: Rgb, y0: number, y1: number): Paint {
  return (_x, y) => mix(top, bottom, (y - y0) / (y1 - y0));
}

/** Faint plus signs scattered as decoration. */
export function sprinkleCrosses(
  canvas: Canvas,
  spots: ReadonlyArray<readonly [number, number, number]>,
  alpha = 0.14,
): void {
  for (const [x, y, size] of spots) draw(canvas, cross(x, y, size), C.white, alpha);
}
