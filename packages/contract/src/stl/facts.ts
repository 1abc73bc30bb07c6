/** The geometry facts of an STL mesh read by reader.ts, with the filament estimate and the watertight test. */

export interface StlFacts {
  format: 'binary' | 'ascii';
  triangles: number;
  /** Bounding box in mm (STL units are taken as millimetres, as slicers do). */
  min: [number, number, number];
  max: [number, number, number];
  size: [number, number, number];
  areaMm2: number;
  volumeCm3: number;
  watertight: boolean;
  /** Estimated PLA grams when printed (see estimateGrams). */
  grams: number;
}

export interface PrintSettings {
  /** g/cm³; PLA is 1.24. */
  density: number;
  /** 0–1: the share of the inside that the slicer fills. */
  infill: number;
  /** mm of solid walls, top and bottom (two 0.4 mm perimeters). */
  wallMm: number;
}

export const defaultPrintSettings: PrintSettings = { density: 1.24, infill: 0.2, wallMm: 0.8 };

/**
 * Filament grams: the walls (surface area × wall thickness, at most the whole volume) are solid,
 * the rest is filled at the infill rate. grams = density × (shell + infill × (volume − shell)).
 * For a 10 mm cube at 20 %: shell 0.48 cm³, inside 0.52 cm³ → 1.24 × (0.48 + 0.104) ≈ 0.72 g.
 */
export function estimateGrams(volumeCm3: number, areaMm2: number, settings: PrintSettings = defaultPrintSettings): number {
  const shell = Math.min(volumeCm3, (areaMm2 * settings.wallMm) / 1000);
  return settings.density * (shell + settings.infill * Math.max(0, volumeCm3 - shell));
}

const nextPowerOfTwo = (value: number) => 2 ** Math.ceil(Math.log2(Math.max(16, value)));

/** Area, volume, bounding box and the watertight test over welded vertices. */
export function analyse(positions: Float32Array, format: 'binary' | 'ascii', print: PrintSettings): StlFacts {
  const triangles = positions.length / 9;
  let minX = Infinity, minY = Infinity, minZ = Infinity, maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
  let area = 0;
  let volume = 0;
  for (let t = 0; t < triangles; t += 1) {
    const o = t * 9;
    const ax = positions[o], ay = positions[o + 1], az = positions[o + 2];
    const bx = positions[o + 3], by = positions[o + 4], bz = positions[o + 5];
    const cx = positions[o + 6], cy = positions[o + 7], cz = positions[o + 8];
    if (ax < minX) minX = ax; if (ax > maxX) maxX = ax;
    if (bx < minX) minX = bx; if (bx > maxX) maxX = bx;
    if (cx < minX) minX = cx; if (cx > maxX) maxX = cx;
    if (ay < minY) minY = ay; if (ay > maxY) maxY = ay;
    if (by < minY) minY = by; if (by > maxY) maxY = by;
    if (cy < minY) minY = cy; if (cy > maxY) maxY = cy;
    if (az < minZ) minZ = az; if (az > maxZ) maxZ = az;
    if (bz < minZ) minZ = bz; if (bz > maxZ) maxZ = bz;
    if (cz < minZ) minZ = cz; if (cz > maxZ) maxZ = cz;
    const ux = bx - ax, uy = by - ay, uz = bz - az;
    const vx = cx - ax, vy = cy - ay, vz = cz - az;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    area += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2;
    // a · (b × c) / 6: the signed volume of the tetrahedron with the origin.
    volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
  }
  const volumeCm3 = Math.abs(volume) / 1000;
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  return {
    format,
    triangles,
    min: [minX, minY, minZ].map((v) => round(v, 3)) as [number, number, number],
    max: [maxX, maxY, maxZ].map((v) => round(v, 3)) as [number, number, number],
    size: [maxX - minX, maxY - minY, maxZ - minZ].map((v) => round(v, 3)) as [number, number, number],
    areaMm2: round(area, 3),
    volumeCm3: round(volumeCm3, 4),
    watertight: isWatertight(positions),
    grams: round(estimateGrams(volumeCm3, area, print), 2),
  };
}

/**
 * Welds corners with the same coordinates into one vertex (an open-addressing table over the
 * float bits, grown as needed), then counts the undirected edges in a second table: every edge
 * must belong to exactly two triangles. Memory: at most about 100 bytes a triangle, freed at once.
 */
export function isWatertight(positions: Float32Array): boolean {
  const corners = positions.length / 3;
  if (corners === 0 || corners >= 1 << 29) return false;
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, positions.length);
  const hash3 = (x: number, y: number, z: number) => {
    let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    return h ^ (h >>> 12);
  };
  // Vertex table: four words a slot (x, y, z bits and id + 1; 0 = empty), one cache line a probe.
  let slots = nextPowerOfTwo(corners / 2);
  let mask = slots - 1;
  let table = new Uint32Array(slots * 4);
  const ids = new Int32Array(corners);
  let vertices = 0;
  for (let corner = 0; corner < corners; corner += 1) {
    const x = bits[corner * 3], y = bits[corner * 3 + 1], z = bits[corner * 3 + 2];
    let slot = hash3(x, y, z) & mask;
    for (;;) {
      const at = slot * 4;
      const id = table[at + 3];
      if (id === 0) {
        table[at] = x;
        table[at + 1] = y;
        table[at + 2] = z;
        table[at + 3] = vertices + 1;
        ids[corner] = vertices;
        vertices += 1;
        if (vertices * 2 > slots) {
          const old = table;
          slots *= 2;
          mask = slots - 1;
          table = new Uint32Array(slots * 4);
          for (let from = 0; from < old.length; from += 4) {
            if (old[from + 3] === 0) continue;
            let s = hash3(old[from], old[from + 1], old[from + 2]) & mask;
            while (table[s * 4 + 3] !== 0) s = (s + 1) & mask;
            table.set(old.subarray(from, from + 4), s * 4);
          }
        }
        break;
      }
      if (table[at] === x && table[at + 1] === y && table[at + 2] === z) {
        ids[corner] = id - 1;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  table = new Uint32Array(0);
  // Edge table: two words a slot (low vertex + 1, with bit 30 set once a second face came; high).
  // A closed mesh has exactly corners / 2 distinct edges: past that it has a hole, so the table
  // (corners slots or more) never fills beyond half.
  const limit = corners / 2;
  const edgeSlots = nextPowerOfTwo(corners);
  const edgeMask = edgeSlots - 1;
  const edges = new Int32Array(edgeSlots * 2);
  const SECOND = 1 << 30;
  let distinct = 0;
  for (let t = 0; t < corners; t += 3) {
    const a = ids[t], b = ids[t + 1], c = ids[t + 2];
    if (a === b || b === c || a === c) return false; // a degenerate triangle: not a clean closed mesh
    for (let e = 0; e < 3; e += 1) {
      const p = e === 0 ? a : e === 1 ? b : c;
      const q = e === 0 ? b : e === 1 ? c : a;
      const low = (p < q ? p : q) + 1;
      const high = p < q ? q : p;
      let h = Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca77);
      h ^= h >>> 15;
      h = Math.imul(h, 0x2c1b3c6d);
      let slot = (h ^ (h >>> 12)) & edgeMask;
      for (;;) {
        const stored = edges[slot * 2];
        if (stored === 0) {
          distinct += 1;
          if (distinct > limit) return false; // an edge of one face somewhere: a hole
          edges[slot * 2] = low;
          edges[slot * 2 + 1] = high;
          break;
        }
        if ((stored & ~SECOND) === low && edges[slot * 2 + 1] === high) {
          if (stored & SECOND) return false; // three or more faces on one edge
          edges[slot * 2] = stored | SECOND;
          break;
        }
        slot = (slot + 1) & edgeMask;
      }
    }
  }
  // corners / 2 distinct edges, none with three faces: every one has exactly two.
  return distinct === limit;
}
