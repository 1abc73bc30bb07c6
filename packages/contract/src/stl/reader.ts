/**
 * The STL reader: binary and ASCII, recognised by content (never by the file name), with the
 * geometry facts a buyer of a printable model wants. Pure TypeScript over a Uint8Array with no
 * Node API, so the server (in a worker thread) and the browser (for the upload preview) share it.
 *
 * - Binary: an 80-byte header, a little-endian uint32 triangle count, then 50 bytes a triangle.
 *   A file is binary when its size is exactly 84 + 50·n, even if the header starts with "solid"
 *   (many exporters write that). A count that asks for more bytes than the file holds is refused
 *   before anything is allocated (a header of 4 billion costs nothing).
 * - ASCII: `solid … facet normal … outer loop vertex ×3 endloop endfacet … endsolid`, read
 *   strictly; any other word is refused with its line number.
 * - Facts: triangles, bounding box (mm), surface area (mm²), volume (cm³, the absolute signed
 *   tetrahedron sum), watertight (after welding vertices by exact coordinates, every edge is
 *   shared by exactly two triangles), estimated filament grams (see `estimateGrams`).
 */

export const stlReaderMessages = {
  empty: 'Dosya boş. Bir STL dosyası seçin.',
  notStl: 'Bu dosya bir STL modeli değil. İkili (binary) ya da ASCII bir STL dosyası yükleyin.',
  image: 'Bu dosya bir resim; STL modeli değil. Modelin .stl dosyasını yükleyin.',
  truncated: 'STL dosyası eksik: başlığı {declared} üçgen bildiriyor ama dosyada yalnızca {present} üçgenlik veri var. Dosya yarım kalmış olabilir.',
  noTriangles: 'STL dosyasında hiç üçgen yok.',
  notFinite: 'STL dosyasında geçersiz bir koordinat var (NaN ya da sonsuz), {triangle}. üçgende.',
  asciiUnexpected: 'ASCII STL dosyası okunamadı: {line}. satırda beklenmeyen "{found}" ("{expected}" bekleniyordu).',
  asciiNumber: 'ASCII STL dosyası okunamadı: {line}. satırda sayı yerine "{found}" var.',
  asciiEnd: 'ASCII STL dosyası yarım kalmış: "endsolid" satırına ulaşılmadan dosya bitti.',
  tooManyTriangles: 'STL dosyasında çok fazla üçgen var (en fazla {max}).',
} as const;

export type StlErrorReason = keyof typeof stlReaderMessages;

export class StlError extends Error {
  constructor(
    readonly reason: StlErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'StlError';
  }
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const fail = (reason: StlErrorReason, values: Record<string, string | number> = {}): never => {
  throw new StlError(reason, fill(stlReaderMessages[reason], values));
};

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

export interface StlMesh {
  facts: StlFacts;
  /** Nine floats a triangle (x, y, z of each corner), for drawing. */
  positions: Float32Array;
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

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const GIF = [0x47, 0x49, 0x46, 0x38];
const WEBP_RIFF = [0x52, 0x49, 0x46, 0x46];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Binary when the size is exactly what the header's count asks for. */
function declaredTriangles(bytes: Uint8Array): number | null {
  if (bytes.length < 84) return null;
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
}

/** Where the text starts: after a UTF-8 byte order mark and blanks. */
function textStart(bytes: Uint8Array): number {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && isBlank(bytes[at])) at += 1;
  return at;
}

const isBlank = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x0b;

function looksAscii(bytes: Uint8Array): boolean {
  const at = textStart(bytes);
  const word = String.fromCharCode(...bytes.subarray(at, at + 5)).toLowerCase();
  if (word !== 'solid') return false;
  const next = bytes[at + 5];
  if (next !== undefined && !isBlank(next)) return false;
  // Text only in the first kilobyte: a binary file whose header says "solid" has zeros or
  // control bytes in its count and triangles.
  const sample = bytes.subarray(at, Math.min(bytes.length, at + 1024));
  for (const byte of sample) if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return false;
  return true;
}

export interface ReadOptions {
  print?: PrintSettings;
  /** Refuse more triangles than this (the size limit already bounds binary files). */
  maxTriangles?: number;
}

/** Reads an STL file, or throws a StlError with a Turkish message. */
export function readStl(bytes: Uint8Array, options: ReadOptions = {}): StlMesh {
  if (bytes.length === 0) fail('empty');
  if (startsWith(bytes, PNG) || startsWith(bytes, JPEG) || startsWith(bytes, GIF) || (startsWith(bytes, WEBP_RIFF) && bytes[8] === 0x57)) fail('image');
  const declared = declaredTriangles(bytes);
  let positions: Float32Array;
  let format: 'binary' | 'ascii';
  if (declared !== null && 84 + 50 * declared === bytes.length) {
    if (declared === 0) fail('noTriangles');
    if (options.maxTriangles && declared > options.maxTriangles) fail('tooManyTriangles', { max: options.maxTriangles });
    positions = readBinary(bytes, declared);
    format = 'binary';
  } else if (looksAscii(bytes)) {
    positions = readAscii(bytes, options.maxTriangles);
    format = 'ascii';
  } else if (declared !== null && declared > 0 && 84 + 50 * declared > bytes.length) {
    fail('truncated', { declared, present: Math.floor((bytes.length - 84) / 50) });
    throw new Error('unreachable');
  } else {
    fail('notStl');
    throw new Error('unreachable');
  }
  return { facts: analyse(positions, format, options.print ?? defaultPrintSettings), positions };
}

function readBinary(bytes: Uint8Array, count: number): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const positions = new Float32Array(count * 9);
  let offset = 84 + 12;
  let out = 0;
  for (let triangle = 0; triangle < count; triangle += 1) {
    for (let k = 0; k < 9; k += 1) positions[out++] = view.getFloat32(offset + k * 4, true) + 0; // -0 → 0, so welding sees one vertex
    offset += 50;
  }
  for (let i = 0; i < positions.length; i += 1) {
    const value = positions[i];
    if (value - value !== 0) fail('notFinite', { triangle: Math.floor(i / 9) + 1 });
  }
  return positions;
}

/** A strict tokenizer over the bytes: words separated by blanks, with line numbers for messages. */
function readAscii(bytes: Uint8Array, maxTriangles = Number.POSITIVE_INFINITY): Float32Array {
  let at = textStart(bytes);
  let line = 1;
  for (let i = 0; i < at; i += 1) if (bytes[i] === 0x0a) line += 1;
  const next = (): string | null => {
    while (at < bytes.length && isBlank(bytes[at])) {
      if (bytes[at] === 0x0a) line += 1;
      at += 1;
    }
    if (at >= bytes.length) return null;
    const start = at;
    while (at < bytes.length && !isBlank(bytes[at])) at += 1;
    if (at - start > 64) return String.fromCharCode(...bytes.subarray(start, start + 40)) + '…';
    return String.fromCharCode(...bytes.subarray(start, at));
  };
  const skipLine = () => {
    while (at < bytes.length && bytes[at] !== 0x0a) at += 1;
  };
  const expect = (word: string) => {
    const found = next();
    if (found === null) fail('asciiEnd');
    if (found!.toLowerCase() !== word) fail('asciiUnexpected', { line, found: clip(found!), expected: word });
  };
  const number = (): number => {
    const found = next();
    if (found === null) fail('asciiEnd');
    const value = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(found!) ? Number(found) : Number.NaN;
    if (!Number.isFinite(value)) {
      if (/^[+-]?(nan|inf(inity)?)$/i.test(found!)) fail('notFinite', { triangle: count + 1 });
      fail('asciiNumber', { line, found: clip(found!) });
    }
    return Math.fround(value) + 0;
  };
  expect('solid');
  skipLine(); // the solid's name, if any
  let capacity = 1024;
  let positions = new Float32Array(capacity * 9);
  let count = 0;
  for (;;) {
    const word = next();
    if (word === null) fail('asciiEnd');
    const lower = word!.toLowerCase();
    if (lower === 'endsolid') break;
    if (lower !== 'facet') fail('asciiUnexpected', { line, found: clip(word!), expected: 'facet' });
    expect('normal');
    number();
    number();
    number();
    expect('outer');
    expect('loop');
    if (count === capacity) {
      if (count >= maxTriangles) fail('tooManyTriangles', { max: maxTriangles });
      capacity *= 2;
      const grown = new Float32Array(capacity * 9);
      grown.set(positions);
      positions = grown;
    }
    for (let corner = 0; corner < 3; corner += 1) {
      expect('vertex');
      const base = count * 9 + corner * 3;
      positions[base] = number();
      positions[base + 1] = number();
      positions[base + 2] = number();
    }
    expect('endloop');
    expect('endfacet');
    count += 1;
  }
  if (count === 0) fail('noTriangles');
  if (count > maxTriangles) fail('tooManyTriangles', { max: maxTriangles });
  return positions.slice(0, count * 9);
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text).replace(/[^\x20-\x7e\u00a0-\uffff]/g, '?');

const nextPowerOfTwo = (value: number) => 2 ** Math.ceil(Math.log2(Math.max(16, value)));

/** Area, volume, bounding box and the watertight test over welded vertices. */
function analyse(positions: Float32Array, format: 'binary' | 'ascii', print: PrintSettings): StlFacts {
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

/** A binary STL of these triangles (nine floats each), with normals computed. */
export function writeBinaryStl(positions: Float32Array, header = 'pazaryeri'): Uint8Array {
  const count = positions.length / 9;
  const bytes = new Uint8Array(84 + 50 * count);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < Math.min(80, header.length); i += 1) bytes[i] = header.charCodeAt(i) & 0x7f;
  view.setUint32(80, count, true);
  for (let t = 0; t < count; t += 1) {
    const o = t * 9;
    const normal = triangleNormal(positions, o);
    const at = 84 + t * 50;
    for (let k = 0; k < 3; k += 1) view.setFloat32(at + k * 4, normal[k], true);
    for (let k = 0; k < 9; k += 1) view.setFloat32(at + 12 + k * 4, positions[o + k], true);
  }
  return bytes;
}

/** The same triangles as ASCII STL. */
export function writeAsciiStl(positions: Float32Array, name = 'model'): string {
  const lines = [`solid ${name}`];
  for (let o = 0; o < positions.length; o += 9) {
    const n = triangleNormal(positions, o);
    lines.push(`  facet normal ${n[0]} ${n[1]} ${n[2]}`, '    outer loop');
    for (let k = 0; k < 9; k += 3) lines.push(`      vertex ${positions[o + k]} ${positions[o + k + 1]} ${positions[o + k + 2]}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${name}`, '');
  return lines.join('\n');
}

export function triangleNormal(p: ArrayLike<number>, o: number): [number, number, number] {
  const ux = p[o + 3] - p[o], uy = p[o + 4] - p[o + 1], uz = p[o + 5] - p[o + 2];
  const vx = p[o + 6] - p[o], vy = p[o + 7] - p[o + 1], vz = p[o + 8] - p[o + 2];
  const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
  const length = Math.hypot(nx, ny, nz) || 1;
  return [nx / length, ny / length, nz / length];
}
