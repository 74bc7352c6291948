import type { Box, Sdf } from './raster';

/** A shape: its signed distance function and the box outside which it is certainly empty. */
export interface Shape {
  sdf: Sdf;
  box: Box;
}

export function circle(cx: number, cy: number, r: number): Shape {
  return {
    sdf: (x, y) => Math.hypot(x - cx, y - cy) - r,
    box: { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r },
  };
}

/** A rectangle with corners rounded by `r`. */
export function rect(x: number, y: number, w: number, h: number, r = 0): Shape {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return {
    sdf: (px, py) => {
      const qx = Math.abs(px - cx) - w / 2 + r;
      const qy = Math.abs(py - cy) - h / 2 + r;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
    box: { x0: x, y0: y, x1: x + w, y1: y + h },
  };
}

/** A thick line with round ends. */
export function capsule(ax: number, ay: number, bx: number, by: number, r: number): Shape {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  return {
    sdf: (x, y) => {
      const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / len2));
      return Math.hypot(x - ax - dx * t, y - ay - dy * t) - r;
    },
    box: {
      x0: Math.min(ax, bx) - r,
      y0: Math.min(ay, by) - r,
      x1: Math.max(ax, bx) + r,
      y1: Math.max(ay, by) + r,
    },
  };
}

/** A circle's outline of the given thickness. */
export function ring(cx: number, cy: number, r: number, thickness: number): Shape {
  const half = thickness / 2;
  return {
    sdf: (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - half,
    box: { x0: cx - r - half, y0: cy - r - half, x1: cx + r + half, y1: cy + r + half },
  };
}

/** A convex polygon, points in clockwise order on screen (y down). */
export function polygon(points: ReadonlyArray<readonly [number, number]>): Shape {
  const edges = points.map(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    return { ax, ay, nx: (by - ay) / len, ny: -(bx - ax) / len };
  });
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    sdf: (x, y) => Math.max(...edges.map((e) => (x - e.ax) * e.nx + (y - e.ay) * e.ny)),
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
  };
}

export function union(...shapes: Shape[]): Shape {
  return {
    sdf: (x, y) => Math.min(...shapes.map((s) => s.sdf(x, y))),
    box: {
      x0: Math.min(...shapes.map((s) => s.box.x0)),
      y0: Math.min(...shapes.map((s) => s.box.y0)),
      x1: Math.max(...shapes.map((s) => s.box.x1)),
      y1: Math.max(...shapes.map((s) => s.box.y1)),
    },
  };
}

/** Only the part of `a` inside `b`. */
export function intersect(a: Shape, b: Shape): Shape {
  return { sdf: (x, y) => Math.max(a.sdf(x, y), b.sdf(x, y)), box: a.box };
}

/** A medical cross centred on (cx, cy): arms `size` long and `size / 3` wide. */
export function cross(cx: number, cy: number, size: number): Shape {
  const arm = size / 3;
  const r = arm * 0.18;
  return union(
    rect(cx - arm / 2, cy - size / 2, arm, size, r),
    rect(cx - size / 2, cy - arm / 2, size, arm, r),
  );
}

/** A heart about `size` wide, its top notch at (cx, cy). */
export function heart(cx: number, cy: number, size: number): Shape {
  const r = size * 0.27;
  const tip: [number, number] = [cx, cy + size * 0.78];
  return union(
    circle(cx - r * 0.92, cy + r * 0.55, r),
    circle(cx + r * 0.92, cy + r * 0.55, r),
    polygon([[cx - r * 1.78, cy + r * 0.95], [cx, cy + r * 0.2], [cx + r * 1.78, cy + r * 0.95], tip]),
  );
}
