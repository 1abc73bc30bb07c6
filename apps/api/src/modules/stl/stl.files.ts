import { formatMessage, slugify } from '@pazaryeri/contract';
import { stlLimits, stlMessages } from '@pazaryeri/contract/stl/index';
import { combinePartFacts } from '@pazaryeri/contract/stl/parts';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../integrations/storage';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError } from '../../lib/errors';
import { formatBytes } from '../../plugins/app/errors';
import { removeImageFiles, type StoredImage, storeProductImages } from '../products';
import { analyseStl, type PartAnalysis, StlPartRefused } from './stl-analyse';

/**
 * The files of an STL model: its parts (private STL files, each with a public coarse preview), one
 * rendered thumbnail with every part side by side (two WebP sizes), and the seller's photos. What
 * is stored is removed again if a later step fails, so a refused upload leaves nothing behind.
 */
export interface FilesContext {
  storage: Storage;
  privateFiles: PrivateFiles;
  log: FastifyBaseLogger;
  settings: { maxBytes: number; infill: number; photoMaxBytes: number };
}

export interface UploadedFile {
  data: Buffer;
  /** As the seller's computer named it: for messages and download names only. */
  fileName?: string;
}

export interface StoredPart {
  position: number;
  fileName: string;
  fileKey: string;
  fileSize: number;
  fileCrc: number;
  previewKey: string;
  format: 'binary' | 'ascii';
  triangles: number;
  sizeX: number;
  sizeY: number;
  sizeZ: number;
  areaMm2: number;
  volumeCm3: number;
  watertight: boolean;
  grams: number;
}

export interface StoredModelFiles {
  thumbnailKey: string;
  thumbnailSmallKey: string;
  parts: StoredPart[];
}

/** The name a message uses for an upload: the seller's file name, else its place in the list. */
const labelOf = (file: UploadedFile, index: number) => file.fileName?.trim().slice(0, 120) || `${index + 1}. dosya`;

/** Safe download names from the sellers' file names (else the title), unique within the model. */
export function downloadNames(title: string, files: UploadedFile[]): string[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const fromFile = file.fileName ? slugify(file.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '')).slice(0, 80) : '';
    const base = fromFile || slugify(title).slice(0, 80) || 'model';
    let name = `${base}.stl`;
    for (let copy = 2; taken.has(name); copy += 1) name = `${base}-${copy}.stl`;
    taken.add(name);
    return name;
  });
}

/** The model row's facts from its parts (the rule: combinePartFacts) and its first part's preview. */
export function modelGeometry(parts: StoredPart[]) {
  const facts = combinePartFacts(parts.map((part) => ({ ...part, size: [part.sizeX, part.sizeY, part.sizeZ] })));
  return {
    format: facts.format,
    triangles: facts.triangles,
    sizeX: facts.size[0],
    sizeY: facts.size[1],
    sizeZ: facts.size[2],
    areaMm2: facts.areaMm2,
    volumeCm3: facts.volumeCm3,
    watertight: facts.watertight,
    grams: facts.grams,
    fileSize: parts.reduce((total, part) => total + part.fileSize, 0),
    previewKey: parts[0].previewKey,
  };
}

/** A part's row from what the reader found (uploads and the demo models alike). */
export const toPart = (analysis: Pick<PartAnalysis, 'facts' | 'bytes' | 'crc'>, position: number, fileName: string, fileKey: string, previewKey: string): StoredPart => ({
  position,
  fileName,
  fileKey,
  fileSize: analysis.bytes.length,
  fileCrc: analysis.crc >>> 0,
  previewKey,
  format: analysis.facts.format,
  triangles: analysis.facts.triangles,
  sizeX: analysis.facts.size[0],
  sizeY: analysis.facts.size[1],
  sizeZ: analysis.facts.size[2],
  areaMm2: analysis.facts.areaMm2,
  volumeCm3: analysis.facts.volumeCm3,
  watertight: analysis.facts.watertight,
  grams: analysis.facts.grams,
});

/** Refuses a model's file list before anything is read: none, too many. */
export function checkPartCount(files: UploadedFile[]) {
  if (files.length === 0 || files.every((file) => file.data.length === 0)) {
    throw new AppError('VALIDATION_FAILED', stlMessages.fileRequired, { file: stlMessages.fileRequired });
  }
  if (files.length > stlLimits.maxParts) {
    const message = formatMessage(stlMessages.tooManyParts, { max: stlLimits.maxParts });
    throw new AppError('VALIDATION_FAILED', message, { file: message });
  }
}

/**
 * Reads every file in the worker (one refused file refuses them all, its name in the message),
 * renders the thumbnail, then stores thumbnails and previews (public) and the files (private).
 */
export async function storeModelFiles(ctx: FilesContext, title: string, files: UploadedFile[]): Promise<StoredModelFiles> {
  checkPartCount(files);
  const analysis = await analyseStl(
    files.map((file) => file.data),
    {
      print: { density: 1.24, infill: ctx.settings.infill, wallMm: 0.8 },
      // The size limit bounds binary files; ASCII ones spend ~250 bytes a triangle.
      maxTriangles: Math.ceil(ctx.settings.maxBytes / 50),
      thumbnailSize: stlLimits.thumbnail.large,
    },
  ).catch((error: unknown) => {
    if (!(error instanceof StlPartRefused)) throw error;
    const message = formatMessage(stlMessages.partRefused, { name: labelOf(files[error.index], error.index), reason: error.reason });
    throw new AppError('UNPROCESSABLE', message, { file: message });
  });
  const pixels = Buffer.from(analysis.pixels.buffer, analysis.pixels.byteOffset, analysis.pixels.byteLength);
  const raw = { raw: { width: analysis.size, height: analysis.size, channels: 4 as const } };
  const [large, small] = await Promise.all([
    sharp(pixels, raw).webp({ quality: 86 }).toBuffer(),
    sharp(pixels, raw).resize(stlLimits.thumbnail.small, stlLimits.thumbnail.small).webp({ quality: 84 }).toBuffer(),
  ]);
  const names = downloadNames(title, files);
  const publicKeys: string[] = [];
  const privateKeys: string[] = [];
  const putPublic = async (extension: string, data: Buffer) => {
    const { key } = await ctx.storage.put('stl', extension, data);
    publicKeys.push(key);
    return key;
  };
  try {
    const thumbnailKey = await putPublic('webp', large);
    const thumbnailSmallKey = await putPublic('webp', small);
    const parts: StoredPart[] = [];
    for (const [index, part] of analysis.parts.entries()) {
      const previewKey = await putPublic('stl', Buffer.from(part.preview.buffer, part.preview.byteOffset, part.preview.byteLength));
      const fileKey = await ctx.privateFiles.put('stl', 'stl', part.bytes);
      privateKeys.push(fileKey);
      parts.push(toPart(part, index, names[index], fileKey, previewKey));
    }
    return { thumbnailKey, thumbnailSmallKey, parts };
  } catch (error) {
    await removeFiles(ctx, { publicKeys, privateKeys });
    throw error;
  }
}

/** The keys a model's stored files go by, for removal. */
export function keysOf(files: { thumbnailKey: string; thumbnailSmallKey: string; parts: { fileKey: string; previewKey: string }[] }) {
  return {
    publicKeys: [files.thumbnailKey, files.thumbnailSmallKey, ...files.parts.map((part) => part.previewKey)],
    privateKeys: files.parts.map((part) => part.fileKey),
  };
}

/** Removes stored files; one that will not go is logged, not fatal (its row is already gone). */
export async function removeFiles(ctx: Pick<FilesContext, 'storage' | 'privateFiles' | 'log'>, keys: { publicKeys?: string[]; privateKeys?: string[]; photos?: StoredImage[] }) {
  const warn = (key: string) => (error: unknown) => ctx.log.warn({ err: error, key }, 'STL file not removed');
  await Promise.all([
    ...[...new Set(keys.publicKeys ?? [])].map((key) => ctx.storage.remove(key).catch(warn(key))),
    ...[...new Set(keys.privateKeys ?? [])].map((key) => ctx.privateFiles.remove(key).catch(warn(key))),
    keys.photos?.length ? removeImageFiles(ctx, keys.photos) : undefined,
  ]);
}

/** Checks the photos by content (a picture, within the picture size limit) and stores each as two WebP sizes. */
export async function storePhotos(ctx: FilesContext, photos: UploadedFile[]): Promise<StoredImage[]> {
  if (photos.length > stlLimits.maxPhotos) {
    const message = formatMessage(stlMessages.tooManyPhotos, { max: stlLimits.maxPhotos });
    throw new AppError('VALIDATION_FAILED', message, { photos: message });
  }
  const stored: StoredImage[] = [];
  try {
    for (const [index, photo] of photos.entries()) {
      const name = labelOf(photo, index).replace(/^(\d+)\. dosya$/, '$1. fotoğraf');
      if (photo.data.length > ctx.settings.photoMaxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', formatMessage(stlMessages.photoTooLarge, { name, max: formatBytes(ctx.settings.photoMaxBytes) }));
      }
      const [image] = await storeProductImages(ctx, [photo.data]).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', formatMessage(stlMessages.photoRefused, { name, reason: error.message }));
        }
        throw error;
      });
      stored.push(image);
    }
  } catch (error) {
    await removeImageFiles(ctx, stored);
    throw error;
  }
  return stored;
}
