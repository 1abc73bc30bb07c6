import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { chatLimits, chatMessageTexts } from '@pazaryeri/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError } from '../../lib/errors';
import { toWebp } from '../../lib/images';
import type { ChatAttachmentRecord } from '../../db/schema/chat';

/** A file part of the message form, with the name the sender's computer gave it. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

/**
 * The app reads multipart forms into `{ field: value | Buffer }` before the handler runs, which
 * drops file names; attachments keep theirs. So this request's part iterator is wrapped, before
 * the form is read, to note each attachment's name beside the bytes the plugin reads.
 */
export function collectAttachments(request: FastifyRequest): UploadedFile[] {
  const files: UploadedFile[] = [];
  const parts = request.parts.bind(request);
  async function* noting(iterator: AsyncIterableIterator<Multipart>) {
    for await (const part of iterator) {
      if (part.type === 'file' && part.fieldname === 'attachments') {
        const read = part.toBuffer.bind(part);
        part.toBuffer = async () => {
          const data = await read();
          if (data.length > 0) files.push({ name: part.filename, data });
          return data;
        };
      }
      yield part;
    }
  }
  request.parts = (options) => noting(parts(options));
  return files;
}

interface AttachmentKind {
  mimeType: string;
  kind: 'image' | 'file';
  /** Given to a file that came without an extension. */
  extension: string;
  /** Extensions a name may carry for this content; anything else is refused. */
  accepts: string[];
  /** sharp's name of the format, for images. */
  format?: 'jpeg' | 'png' | 'webp' | 'gif';
}

const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

const kinds = {
  jpeg: { mimeType: 'image/jpeg', kind: 'image', extension: 'jpg', accepts: imageExtensions, format: 'jpeg' },
  png: { mimeType: 'image/png', kind: 'image', extension: 'png', accepts: imageExtensions, format: 'png' },
  webp: { mimeType: 'image/webp', kind: 'image', extension: 'webp', accepts: imageExtensions, format: 'webp' },
  gif: { mimeType: 'image/gif', kind: 'image', extension: 'gif', accepts: imageExtensions, format: 'gif' },
  pdf: { mimeType: 'application/pdf', kind: 'file', extension: 'pdf', accepts: ['pdf'] },
  // Office documents and 3MF models are ZIP archives inside.
  zip: { mimeType: 'application/zip', kind: 'file', extension: 'zip', accepts: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', '3mf'] },
  stl: { mimeType: 'model/stl', kind: 'file', extension: 'stl', accepts: ['stl'] },
  text: { mimeType: 'text/plain', kind: 'file', extension: 'txt', accepts: ['txt', 'csv', 'log'] },
} satisfies Record<string, AttachmentKind>;

const startsWith = (data: Buffer, signature: string | number[]) =>
  data.subarray(0, signature.length).equals(typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature));

const isBinaryStl = (data: Buffer) => data.length >= 84 && data.readUInt32LE(80) > 0 && data.length === 84 + data.readUInt32LE(80) * 50;

/** UTF-8 text without binary control characters (tab, line breaks and form feed allowed). */
function isPlainText(data: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** What the bytes are; the file's name and the type the browser declared are not trusted. */
function kindOf(data: Buffer): AttachmentKind | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return kinds.jpeg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return kinds.png;
  if (startsWith(data, 'RIFF') && data.subarray(8, 12).toString('latin1') === 'WEBP') return kinds.webp;
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return kinds.gif;
  if (startsWith(data, '%PDF-')) return kinds.pdf;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06])) return kinds.zip;
  if (isBinaryStl(data)) return kinds.stl;
  const text = isPlainText(data);
  if (text === null) return null;
  if (/^\s*solid\b/i.test(text) && /\bfacet\s+normal\b/i.test(text.slice(0, 4096))) return kinds.stl;
  return kinds.text;
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', chatMessageTexts.attachmentType);

/**
 * The name as the sender gave it, made safe to show and to download: no folders, no control or
 * direction-override characters (which can disguise `exe.pdf` as `fdp.exe`), at most 120
 * characters. Its extension must fit the content (a `.png` holding text is refused); a name
 * without one gets the content's.
 */
export function attachmentName(given: string, kind: AttachmentKind): string {
  const base = (given.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^(.*)\.([a-z][a-z0-9]{0,4})$/i.exec(base);
  if (!match) return `${base.slice(0, 110) || 'dosya'}.${kind.extension}`;
  const extension = match[2].toLowerCase();
  if (!kind.accepts.includes(extension)) throw unsupported();
  return `${match[1].slice(0, 110) || 'dosya'}.${extension}`;
}

/**
 * An image is stored re-encoded in its own format: that drops its metadata (a phone photo's GPS
 * position) and anything hidden after the picture, so what another member opens is only a picture.
 */
async function cleanImage(data: Buffer, format: NonNullable<AttachmentKind['format']>): Promise<Buffer> {
  try {
    const image = sharp(data, { animated: format === 'gif' || format === 'webp', limitInputPixels: 40_000_000 });
    if (format === 'jpeg') return await image.rotate().jpeg({ quality: 90 }).toBuffer();
    if (format === 'png') return await image.png().toBuffer();
    if (format === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw unsupported();
  }
}

export interface PreparedAttachment {
  record: Omit<ChatAttachmentRecord, 'key' | 'previewKey'>;
  extension: string;
  data: Buffer;
  preview: Buffer | null;
}

async function prepareAttachment(file: UploadedFile): Promise<PreparedAttachment> {
  if (file.data.length > chatLimits.attachmentBytesMax) throw new AppError('PAYLOAD_TOO_LARGE', chatMessageTexts.attachmentTooLarge);
  const kind = kindOf(file.data);
  if (!kind) throw unsupported();
  const name = attachmentName(file.name, kind);
  const data = kind.format ? await cleanImage(file.data, kind.format) : file.data;
  const preview = kind.format ? await toWebp(data, { width: 480, height: 480, fit: 'inside' }) : null;
  return {
    record: { id: randomUUID(), kind: kind.kind, name, mimeType: kind.mimeType, size: data.length },
    extension: kind.extension,
    data,
    preview,
  };
}

/** Checks every file by its content and limits, and draws image previews; nothing is stored yet. */
export async function prepareAttachments(files: UploadedFile[]): Promise<PreparedAttachment[]> {
  if (files.length > chatLimits.attachmentsMax) throw new AppError('UNPROCESSABLE', chatMessageTexts.tooManyAttachments);
  const prepared: PreparedAttachment[] = [];
  // One at a time: sharp's threads are shared with every other request.
  for (const file of files) prepared.push(await prepareAttachment(file));
  return prepared;
}

/** Writes the files to private storage. If one write fails, those already written are removed. */
export async function storeAttachments(files: PrivateFiles, prepared: PreparedAttachment[]): Promise<ChatAttachmentRecord[]> {
  const stored: ChatAttachmentRecord[] = [];
  try {
    for (const item of prepared) {
      const key = await files.put('chat', item.extension, item.data);
      stored.push({ ...item.record, key, previewKey: null });
      if (item.preview) stored[stored.length - 1].previewKey = await files.put('chat', 'webp', item.preview);
    }
    return stored;
  } catch (error) {
    await removeAttachments(files, stored);
    throw error;
  }
}

/** The undo of `storeAttachments`. */
export async function removeAttachments(files: PrivateFiles, records: ChatAttachmentRecord[]) {
  const keys = records.flatMap((record) => [record.key, record.previewKey ?? '']).filter(Boolean);
  await Promise.allSettled(keys.map((key) => files.remove(key)));
}
