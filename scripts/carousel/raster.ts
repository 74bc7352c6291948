/**
 * A tiny anti-aliased rasterizer for the bundled carousel banners: shapes are signed distance
 * functions (negative inside, in pixels), painted over an RGB canvas with a one-pixel soft edge.
 */
export type Rgb = readonly [number, number, number];
export type Sdf = (x: number, y: number) => number;
export type Paint = Rgb | ((x: number, y: number) => Rgb);

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
};

export class Canvas {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  /** Fills every pixel from a function of its centre. */
  background(paint: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.put(x, y, paint(x + 0.5, y + 0.5), 1);
    }
  }

  /**
   * Paints a shape inside `box`. `soften` > 0 blurs the edge over that many pixels (soft shadows and
   * glows); otherwise the edge is anti-aliased over one pixel.
   */
  fill(sdf: Sdf, box: Box, paint: Paint, alpha = 1, soften = 0): void {
    const x0 = Math.max(0, Math.floor(box.x0 - soften - 1));
    const y0 = Math.max(0, Math.floor(box.y0 - soften - 1));
    const x1 = Math.min(this.width, Math.ceil(box.x1 + soften + 1));
    const y1 = Math.min(this.height, Math.ceil(box.y1 + soften + 1));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const d = sdf(x + 0.5, y + 0.5);
        const coverage = soften > 0 ? clamp01(0.5 - d / (2 * soften)) : clamp01(0.5 - d);
        if (coverage <= 0) continue;
        const color = typeof paint === 'function' ? paint(x + 0.5, y + 0.5) : paint;
        this.put(x, y, color, coverage * alpha);
      }
    }
  }

  /** 8-bit RGBA, fully opaque, for the PNG encoder. */
  toRgba(): Buffer {
    const out = Buffer.alloc(this.width * this.height * 4);
    for (let i = 0, j = 0; i < this.pixels.length; i += 3, j += 4) {
      out[j] = Math.round(this.pixels[i]);
      out[j + 1] = Math.round(this.pixels[i + 1]);
      out[j + 2] = Math.round(this.pixels[i + 2]);
      out[j + 3] = 255;
    }
    return out;
  }

  private put(x: number, y: number, color: Rgb, alpha: number): void {
    const i = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) this.pixels[i + c] += (color[c] - this.pixels[i + c]) * alpha;
  }
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
