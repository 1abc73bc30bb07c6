/**
 * Closed triangle meshes built by code: the demo models of the seed, the solids of the tests and
 * the benchmark's big file. Every builder outputs nine floats a triangle, counter-clockwise seen
 * from outside (outward normals), in millimetres, and shares vertices exactly where faces meet,
 * so each mesh is watertight.
 */

export type Point = [number, number];
type Vec = [number, number, number];

class MeshBuilder {
  private values: number[] = [];
  triangle(a: Vec, b: Vec, c: Vec) {
    this.values.push(...a, ...b, ...c);
  }
  quad(a: Vec, b: Vec, c: Vec, d: Vec) {
    this.triangle(a, b, c);
    this.triangle(a, c, d);
  }
  add(positions: Float32Array) {
    for (const value of positions) this.values.push(value);
  }
  build() {
    return new Float32Array(this.values);
  }
}

const signedArea = (polygon: Point[]) =>
  polygon.reduce((sum, [x, y], i) => {
    const [nx, ny] = polygon[(i + 1) % polygon.length];
    return sum + x * ny - nx * y;
  }, 0) / 2;

const ccw = (polygon: Point[]) => (signedArea(polygon) < 0 ? [...polygon].reverse() : polygon);

/** Ear clipping of a simple counter-clockwise polygon: index triples. */
export function triangulate(polygon: Point[]): [number, number, number][] {
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const inside = (p: Point, a: Point, b: Point, c: Point) => cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
  const remaining = polygon.map((_, index) => index);
  const result: [number, number, number][] = [];
  let guard = 0;
  while (remaining.length > 3 && guard < 100_000) {
    guard += 1;
    let clipped = false;
    for (let i = 0; i < remaining.length; i += 1) {
      const ia = remaining[(i + remaining.length - 1) % remaining.length];
      const ib = remaining[i];
      const ic = remaining[(i + 1) % remaining.length];
      const [a, b, c] = [polygon[ia], polygon[ib], polygon[ic]];
      if (cross(a, b, c) <= 1e-12) continue;
      const blocked = remaining.some((other) => other !== ia && other !== ib && other !== ic && inside(polygon[other], a, b, c));
      if (blocked) continue;
      result.push([ia, ib, ic]);
      remaining.splice(i, 1);
      clipped = true;
      break;
    }
    if (!clipped) throw new Error('polygon could not be triangulated');
  }
  result.push([remaining[0], remaining[1], remaining[2]]);
  return result;
}

/** A simple polygon in the XY plane pulled up from z0 to z1. */
export function extrudePolygon(outline: Point[], z0: number, z1: number): Float32Array {
  const polygon = ccw(outline);
  const mesh = new MeshBuilder();
  for (const [a, b, c] of triangulate(polygon)) {
    mesh.triangle([...polygon[a], z1], [...polygon[b], z1], [...polygon[c], z1]);
    mesh.triangle([...polygon[a], z0], [...polygon[c], z0], [...polygon[b], z0]);
  }
  for (let i = 0; i < polygon.length; i += 1) {
    const p = polygon[i];
    const q = polygon[(i + 1) % polygon.length];
    mesh.quad([...p, z0], [...q, z0], [...q, z1], [...p, z1]);
  }
  return mesh.build();
}

/** The band between two closed outlines with as many points each (outer around inner), pulled up. */
export function extrudeRing(outer: Point[], inner: Point[], z0: number, z1: number): Float32Array {
  if (outer.length !== inner.length) throw new Error('ring outlines need the same number of points');
  const flip = signedArea(outer) < 0;
  const o = flip ? [...outer].reverse() : outer;
  const n = flip ? [...inner].reverse() : inner;
  const mesh = new MeshBuilder();
  for (let i = 0; i < o.length; i += 1) {
    const j = (i + 1) % o.length;
    mesh.quad([...o[i], z1], [...o[j], z1], [...n[j], z1], [...n[i], z1]); // top
    mesh.quad([...o[i], z0], [...n[i], z0], [...n[j], z0], [...o[j], z0]); // bottom
    mesh.quad([...o[i], z0], [...o[j], z0], [...o[j], z1], [...o[i], z1]); // outside wall
    mesh.quad([...n[j], z0], [...n[i], z0], [...n[i], z1], [...n[j], z1]); // inside wall
  }
  return mesh.build();
}

/** An open-topped container: outer walls and bottom, a rim, inner walls down to a floor of `floor` mm. */
export function cup(outer: Point[], inner: Point[], height: number, floor: number): Float32Array {
  const o = ccw(outer);
  const n = signedArea(outer) < 0 ? [...inner].reverse() : inner;
  const mesh = new MeshBuilder();
  for (const [a, b, c] of triangulate(o)) mesh.triangle([...o[a], 0], [...o[c], 0], [...o[b], 0]);
  for (const [a, b, c] of triangulate(n)) mesh.triangle([...n[a], floor], [...n[b], floor], [...n[c], floor]);
  for (let i = 0; i < o.length; i += 1) {
    const j = (i + 1) % o.length;
    mesh.quad([...o[i], 0], [...o[j], 0], [...o[j], height], [...o[i], height]);
    mesh.quad([...o[i], height], [...o[j], height], [...n[j], height], [...n[i], height]);
    mesh.quad([...n[j], floor], [...n[i], floor], [...n[i], height], [...n[j], height]);
  }
  return mesh.build();
}

export const rectangle = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

export const circle = (radius: number, segments: number, cx = 0, cy = 0): Point[] =>
  Array.from({ length: segments }, (_, i) => {
    const angle = (2 * Math.PI * i) / segments;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as Point;
  });

const arc = (cx: number, cy: number, radius: number, from: number, to: number, segments: number): Point[] =>
  Array.from({ length: segments + 1 }, (_, i) => {
    const angle = from + ((to - from) * i) / segments;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as Point;
  });

/** An axis-aligned box from the origin corner. */
export const box = (x: number, y: number, z: number) => extrudePolygon(rectangle(0, 0, x, y), 0, z);

/** A box with its bottom face missing: 10 triangles, not watertight. */
export function openBox(size: number): Float32Array {
  const closed = box(size, size, size);
  // extrudePolygon writes the top and bottom caps first, alternating: drop the two bottom ones.
  const keep: number[] = [];
  for (let t = 0; t < closed.length / 9; t += 1) if (!(t < 4 && t % 2 === 1)) keep.push(...closed.subarray(t * 9, t * 9 + 9));
  return new Float32Array(keep);
}

/** A tetrahedron with corners at the origin and on the three axes: volume a·b·c/6. */
export function tetrahedron(a: number, b: number, c: number): Float32Array {
  const o: Vec = [0, 0, 0], x: Vec = [a, 0, 0], y: Vec = [0, b, 0], z: Vec = [0, 0, c];
  const mesh = new MeshBuilder();
  mesh.triangle(o, y, x);
  mesh.triangle(o, x, z);
  mesh.triangle(o, z, y);
  mesh.triangle(x, y, z);
  return mesh.build();
}

/** A UV sphere: 2·segments·(rings−1) triangles, watertight (the poles are single vertices). */
export function sphere(radius: number, rings: number, segments: number): Float32Array {
  const out = new Float32Array(2 * segments * (rings - 1) * 9);
  let at = 0;
  const put = (ring: number, segment: number) => {
    if (ring === 0 || ring === rings) {
      out[at++] = 0;
      out[at++] = 0;
      out[at++] = ring === 0 ? radius : -radius;
      return;
    }
    const theta = (Math.PI * ring) / rings;
    const phi = (2 * Math.PI * (segment % segments)) / segments;
    out[at++] = radius * Math.sin(theta) * Math.cos(phi);
    out[at++] = radius * Math.sin(theta) * Math.sin(phi);
    out[at++] = radius * Math.cos(theta);
  };
  for (let ring = 0; ring < rings; ring += 1) {
    for (let segment = 0; segment < segments; segment += 1) {
      if (ring === 0) {
        put(ring, segment), put(ring + 1, segment), put(ring + 1, segment + 1);
      } else if (ring === rings - 1) {
        put(ring, segment), put(ring + 1, segment), put(ring, segment + 1);
      } else {
        put(ring, segment), put(ring + 1, segment), put(ring + 1, segment + 1);
        put(ring, segment), put(ring + 1, segment + 1), put(ring, segment + 1);
      }
    }
  }
  return out;
}

/** A sphere of about this many triangles (for the benchmark and the viewer's frame time). */
export function sphereOfTriangles(triangles: number, radius = 40): Float32Array {
  const segments = Math.max(8, Math.round(Math.sqrt(triangles)));
  const rings = Math.max(3, Math.round(triangles / (2 * segments)) + 1);
  return sphere(radius, rings, segments);
}

function gearOutline(teeth: number, root: number, tip: number): Point[] {
  const points: Point[] = [];
  for (let tooth = 0; tooth < teeth; tooth += 1) {
    const base = (2 * Math.PI * tooth) / teeth;
    const step = (2 * Math.PI) / teeth;
    for (const [fraction, radius] of [[0, root], [0.2, root], [0.35, tip], [0.65, tip], [0.8, root]] as const) {
      const angle = base + step * fraction;
      points.push([radius * Math.cos(angle), radius * Math.sin(angle)]);
    }
  }
  return points;
}

function knurled(radius: number, bumps: number, depth: number, perBump: number): Point[] {
  const total = bumps * perBump;
  return Array.from({ length: total }, (_, i) => {
    const angle = (2 * Math.PI * i) / total;
    const r = radius + depth * Math.max(0, Math.sin((i % perBump) / perBump * Math.PI));
    return [r * Math.cos(angle), r * Math.sin(angle)] as Point;
  });
}

const concat = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const move = (positions: Float32Array, dx: number, dy: number, dz: number) => {
  const out = new Float32Array(positions);
  for (let i = 0; i < out.length; i += 3) {
    out[i] += dx;
    out[i + 1] += dy;
    out[i + 2] += dz;
  }
  return out;
};

/** Turns an XY profile extruded along Z into one standing on its long edge: (x, y, z) → (x, z, y). */
const standUp = (positions: Float32Array) => {
  const out = new Float32Array(positions.length);
  for (let i = 0; i < out.length; i += 9) {
    // Swapping two axes mirrors the mesh: swap two corners too, to keep the normals outward.
    for (const [to, from] of [[0, 0], [1, 2], [2, 1]] as const) {
      out[i + to * 3] = positions[i + from * 3];
      out[i + to * 3 + 1] = positions[i + from * 3 + 2];
      out[i + to * 3 + 2] = positions[i + from * 3 + 1];
    }
  }
  return out;
};

/** The demo models: each a closed mesh of a real, printable part. */
export const demoMeshes = {
  bracket: () => standUp(extrudePolygon([[0, 0], [40, 0], [40, 4], [4, 4], [4, 40], [0, 40]], 0, 20)),
  gear: () => extrudeRing(gearOutline(20, 18, 21), circle(4, 100), 0, 6),
  enclosure: () => cup(rectangle(0, 0, 70, 45), rectangle(2, 2, 68, 43), 28, 2),
  /** The enclosure's lid, printed upside down: a 2 mm plate with a lip that fits inside the box. */
  enclosureLid: () => concat(box(70, 45, 2), extrudeRing(rectangle(2.2, 2.2, 67.8, 42.8), rectangle(4, 4, 66, 41), 2, 5)),
  hook: () =>
    standUp(
      extrudePolygon(
        [[0, 0], [6, 0], [6, 40], ...arc(14, 40, 8, Math.PI, 2 * Math.PI, 12).slice(1, -1), [22, 40], [22, 48], [17, 48], [17, 40],
          ...arc(14, 40, 3, 0, -Math.PI, 8).slice(1, -1), [11, 40], [11, 50], [0, 50]].map(([x, y]) => [x, 50 - y] as Point),
        0,
        12,
      ),
    ),
  cableClip: () => extrudePolygon([...arc(0, 0, 7, -Math.PI / 3, (4 * Math.PI) / 3, 24), ...arc(0, 0, 5, (4 * Math.PI) / 3, -Math.PI / 3, 24)], 0, 8),
  washer: () => extrudeRing(circle(8, 64), circle(4.3, 64), 0, 1.6),
  pipeClamp: () =>
    extrudePolygon(
      [[-22, 0], [-13, 0], ...arc(0, 0, 13, Math.PI, 0, 24).slice(1, -1), [13, 0], [22, 0], [22, 3], [16, 3], ...arc(0, 0, 16, 0, Math.PI, 24).slice(1, -1), [-16, 3], [-22, 3]].map(
        ([x, y]) => [x, -y] as Point,
      ),
      0,
      15,
    ),
  knob: () => concat(extrudeRing(knurled(14, 18, 1.2, 4), circle(3.1, 72), 0, 16)),
  hinge: () => extrudePolygon([[0, 0], [27, 0], ...arc(30, 2, 3.5, -Math.PI / 2 - 0.3, Math.PI / 2 + 0.3, 20).slice(1, -1), [27, 4], [0, 4]], 0, 40),
  /** The pin that joins two hinge leaves. */
  hingePin: () => extrudePolygon(circle(1.9, 32), 0, 40),
  spacer: () => extrudeRing(circle(5, 48), circle(2.6, 48), 0, 10),
  phoneStand: () =>
    standUp(extrudePolygon([[0, 0], [80, 0], [80, 6], [58, 6], [30, 62], [24, 62], [50, 8], [14, 8], [14, 18], [8, 18], [8, 6], [0, 6]], 0, 70)),
  calibrationCube: () => box(20, 20, 20),
  drawerHandle: () => standUp(extrudePolygon([[0, 0], [96, 0], [96, 22], [88, 22], [88, 8], [8, 8], [8, 22], [0, 22]], 0, 12)),
  cableOrganizer: () => concat(box(60, 14, 3), ...[0, 1, 2, 3].map((i) => move(extrudeRing(circle(4, 32), circle(2.5, 32), 0, 10), 9 + i * 14, 7, 3))),
} satisfies Record<string, () => Float32Array>;

export type DemoMeshName = keyof typeof demoMeshes;
