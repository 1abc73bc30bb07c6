import { slugify } from '@pazaryeri/contract';
import { productMessages } from '@pazaryeri/contract/products/index';
import { AppError } from '../../lib/errors';
import { probeOf, type SpooledFile } from '../../lib/spooled-upload';

export interface DigitalFileKind {
  /** Stored and offered with this extension. */
  extension: string;
  /** Extensions a seller's file name may carry for this content (a .3mf is a zip, a .stp a STEP). */
  accepts: string[];
  mime: string;
}

const kinds = {
  pdf: { extension: 'pdf', accepts: ['pdf'], mime: 'application/pdf' },
  zip: { extension: 'zip', accepts: ['zip', '3mf'], mime: 'application/zip' },
  rar: { extension: 'rar', accepts: ['rar'], mime: 'application/vnd.rar' },
  sevenZip: { extension: '7z', accepts: ['7z'], mime: 'application/x-7z-compressed' },
  gzip: { extension: 'gz', accepts: ['gz', 'tgz'], mime: 'application/gzip' },
  stl: { extension: 'stl', accepts: ['stl'], mime: 'model/stl' },
  obj: { extension: 'obj', accepts: ['obj'], mime: 'model/obj' },
  step: { extension: 'step', accepts: ['step', 'stp'], mime: 'model/step' },
  iges: { extension: 'iges', accepts: ['iges', 'igs'], mime: 'model/iges' },
  dwg: { extension: 'dwg', accepts: ['dwg'], mime: 'image/vnd.dwg' },
  dxf: { extension: 'dxf', accepts: ['dxf'], mime: 'image/vnd.dxf' },
} satisfies Record<string, DigitalFileKind>;

const startsWith = (data: Buffer, signature: number[] | string) =>
  data
    .subarray(0, signature.length)
    .equals(typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature));

/** The first bytes as text, without a UTF-8 byte order mark and leading blanks. */
const head = (data: Buffer, bytes = 512) => data.subarray(0, bytes).toString('latin1').replace(/^\uFEFF|^ï»¿/, '').trimStart();

function isBinaryStl(data: Buffer, size: number): boolean {
  if (size < 84 || data.length < 84) return false;
  const triangles = data.readUInt32LE(80);
  return triangles > 0 && size === 84 + triangles * 50;
}

/** What the bytes are (the first ones, and how many in all); names and declared types are not trusted. */
function kindOf(data: Buffer, size: number): DigitalFileKind | null {
  if (startsWith(data, '%PDF-')) return kinds.pdf;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06])) return kinds.zip;
  if (startsWith(data, 'Rar!\x1a\x07')) return kinds.rar;
  if (startsWith(data, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return kinds.sevenZip;
  if (startsWith(data, [0x1f, 0x8b])) return kinds.gzip;
  if (/^AC10\d\d/.test(data.subarray(0, 6).toString('latin1'))) return kinds.dwg;
  if (startsWith(data, 'AutoCAD Binary DXF')) return kinds.dxf;
  if (isBinaryStl(data, size)) return kinds.stl;
  const text = head(data);
  if (text.startsWith('ISO-10303-21;')) return kinds.step;
  if (/^solid\b/i.test(text) && /\bfacet\s+normal\b/i.test(text)) return kinds.stl;
  if (/^0\s*\r?\n\s*SECTION\b/.test(text) || /^999\s*\r?\n/.test(text)) return kinds.dxf;
  if (/^.{72}S\s*0*1\s*\r?\n/.test(text)) return kinds.iges;
  if (/^(#.*\r?\n|\s*\r?\n)*(v|o|g|mtllib)\s/m.test(text) && /^v\s+-?[\d.]+\s+-?[\d.]+\s+-?[\d.]+/m.test(text)) return kinds.obj;
  return null;
}

export interface CheckedDigitalFile {
  kind: DigitalFileKind;
  /** What the buyer's download is called: the seller's name if it fits the content, else the product's slug. */
  downloadName: string;
}

/** Accepts the usual formats of industrial digital goods, recognised by content; anything else is a 415. */
export function checkDigitalFile(file: Buffer | SpooledFile, productName: string, fileName?: string): CheckedDigitalFile {
  const { head: data, size } = probeOf(file);
  const kind = size > 0 ? kindOf(data, size) : null;
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', productMessages.digitalFileInvalid);
  const given = fileName ? /^(.*)\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim()) : null;
  const givenBase = given ? slugify(given[1]).slice(0, 80) : '';
  const givenExtension = given?.[2].toLowerCase();
  if (givenBase && givenExtension && kind.accepts.includes(givenExtension)) {
    return { kind, downloadName: `${givenBase}.${givenExtension}` };
  }
  return { kind, downloadName: `${slugify(productName).slice(0, 80) || 'dosya'}.${kind.extension}` };
}
