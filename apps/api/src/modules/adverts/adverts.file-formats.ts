import type { AdvertFileFormat } from '@pazaryeri/contract/adverts/index';

/** How a request's technical file is stored and served, per format recognised by its content. */
export const fileFormats: Record<AdvertFileFormat, { extensions: string[]; mimeType: string }> = {
  pdf: { extensions: ['pdf'], mimeType: 'application/pdf' },
  dxf: { extensions: ['dxf'], mimeType: 'image/vnd.dxf' },
  dwg: { extensions: ['dwg'], mimeType: 'image/vnd.dwg' },
  step: { extensions: ['step', 'stp'], mimeType: 'model/step' },
  iges: { extensions: ['iges', 'igs'], mimeType: 'model/iges' },
  stl: { extensions: ['stl'], mimeType: 'model/stl' },
};

const startsWith = (head: Buffer, text: string) => head.subarray(0, text.length).equals(Buffer.from(text, 'latin1'));

/** The start of the file as text, without a UTF-8 byte order mark. */
const textOf = (head: Buffer) => head.subarray(0, 4096).toString('latin1').replace(/^ï»¿/, '');

/** Binary STL: an 80-byte header, the triangle count, then 50 bytes per triangle: the size says it all. */
function isBinaryStl(head: Buffer, size: number) {
  if (size < 134 || head.length < 84) return false;
  const triangles = head.readUInt32LE(80);
  return triangles > 0 && size === 84 + triangles * 50;
}

/** ASCII DXF: group code 0, then SECTION, on the first non-blank lines. */
function isAsciiDxf(text: string) {
  const [code, name] = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return code === '0' && name === 'SECTION';
}

/** IGES: fixed 80-column ASCII lines, the first a Start line ('S' in column 73). */
function isIges(text: string) {
  if (/[^\x20-\x7e\r\n]/.test(text)) return false;
  const lines = text.split(/\r?\n/);
  const whole = lines.slice(0, -1);
  return whole.length > 0 && whole.every((line) => line.length <= 80) && whole[0].length >= 73 && whole[0][72] === 'S';
}

/**
 * What a technical file is, from its first bytes and size alone (names and declared types are not
 * trusted): PDF, DWG, DXF, STEP, IGES or STL; null for anything else (an executable renamed .pdf).
 */
export function recogniseFileFormat(head: Buffer, size: number): AdvertFileFormat | null {
  if (size === 0) return null;
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (/^AC10\d\d/.test(head.subarray(0, 6).toString('latin1'))) return 'dwg';
  if (startsWith(head, 'AutoCAD Binary DXF')) return 'dxf';
  if (isBinaryStl(head, size)) return 'stl';
  const text = textOf(head);
  const start = text.trimStart();
  if (start.startsWith('ISO-10303-21;')) return 'step';
  if (/^solid\b/.test(start) && /\b(facet|endsolid)\b/.test(start.slice(5))) return 'stl';
  if (isAsciiDxf(text)) return 'dxf';
  if (isIges(text)) return 'iges';
  return null;
}

/** The name a download gets: the uploaded one (no folders, at most `max` characters), with an extension that fits the content. */
export function downloadNameOf(uploaded: string | undefined, format: AdvertFileFormat, max: number) {
  const { extensions } = fileFormats[format];
  const base = (uploaded ?? '').split(/[\\/]/).pop()!.replace(/[\x00-\x1f\x7f]/g, '').trim();
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(base)?.[1].toLowerCase();
  const named = extension && extensions.includes(extension) ? base : `${base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'teknik-dosya'}.${extensions[0]}`;
  if (named.length <= max) return named;
  const suffix = named.slice(named.lastIndexOf('.'));
  return `${named.slice(0, max - suffix.length)}${suffix}`;
}
