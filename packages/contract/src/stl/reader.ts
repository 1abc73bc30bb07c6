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

import { analyse, defaultPrintSettings, type PrintSettings, type StlFacts } from './facts';

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

export interface StlMesh {
  facts: StlFacts;
  /** Nine floats a triangle (x, y, z of each corner), for drawing. */
  positions: Float32Array;
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
