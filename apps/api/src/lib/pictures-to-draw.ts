import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PUBLIC_CACHE_CONTROL } from '../integrations/storage';
import type { ObjectStore } from '../integrations/storage/object-store';
import { drawSvg, type Encoding } from './drawn-pictures';

/**
 * Public pictures given their address before they are drawn (issue 28). A first start's demo data
 * writes its rows at once and leaves each catalogue picture's drawing here (DATA_DIR/pictures-to-draw,
 * one small JSON file a picture: its key, SVG and encoding) instead of drawing some 480 of them
 * before the server may answer. The server then draws them in a process of its own once it listens
 * (first-start.ts), and draws one that a browser asks for before then on the spot
 * (plugins/app/integrations.ts), so no page shows a missing picture. Each file goes once its
 * picture is stored, the folder when the last has.
 */

export interface PictureToDraw {
  key: string;
  svg: string;
  encoding: Encoding;
  /** 72 draws the SVG at its own size. */
  density: number;
}

export const picturesToDrawIn = (dataDir: string) => path.join(dataDir, 'pictures-to-draw');

/**
 * The address of a picture to draw, like storage.put's: the folder, a hash (here of what its
 * bytes are drawn from, since they do not exist yet, so a name still never points at other bytes)
 * and a few random bytes, so two rows holding the same drawing still own a file each.
 */
export function keyOfPictureToDraw(folder: string, picture: Omit<PictureToDraw, 'key'>): string {
  const hash = createHash('sha256').update(JSON.stringify([sharp.versions.vips, picture.density, picture.encoding, picture.svg])).digest('hex').slice(0, 32);
  return `${folder}/${hash}-${randomBytes(4).toString('hex')}.${picture.encoding.format === 'jpeg' ? 'jpg' : 'webp'}`;
}

const fileOf = (dir: string, key: string) => path.join(dir, `${encodeURIComponent(key)}.json`);

/** Left in `dir` to be drawn later; written under a temporary name and renamed, so no reader sees half of it. */
export async function leavePictureToDraw(dir: string, picture: PictureToDraw) {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${randomUUID()}.tmp`);
  await writeFile(temporary, JSON.stringify(picture));
  await rename(temporary, fileOf(dir, picture.key));
}

type Draw = (svg: string, encoding: Encoding, density: number) => Promise<Buffer>;

/** Draws under way in this process, by key: a second ask waits for the first. */
const drawing = new Map<string, Promise<boolean>>();

/**
 * Draws and stores `key` if it is left to draw; true when it was (by this call or another
 * process's meanwhile), false when nothing of that name is left to draw.
 */
export function drawPictureLeftToDraw(dir: string, store: ObjectStore, key: string, draw: Draw = drawSvg): Promise<boolean> {
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawAndStore(dir, store, key, draw).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

async function drawAndStore(dir: string, store: ObjectStore, key: string, draw: Draw): Promise<boolean> {
  const file = fileOf(dir, key);
  const left = await readFile(file, 'utf8').catch(() => null);
  if (left === null) return false;
  const picture = JSON.parse(left) as PictureToDraw;
  // Another process may have stored it between its store and its removing the file.
  if (!(await store.head(key))) await store.put(key, await draw(picture.svg, picture.encoding, picture.density), { cacheControl: PUBLIC_CACHE_CONTROL });
  await rm(file, { force: true });
  return true;
}

/**
 * Every picture left in `dir`, `concurrency` at a time, the list sizes (lowest density) first as
 * listings show more pictures than detail pages; the folder goes when it is empty. Resolves with
 * how many were left (drawn by this call or, meanwhile, by another process).
 */
export async function drawPicturesLeftToDraw(dir: string, store: ObjectStore, { concurrency = 1, draw = drawSvg }: { concurrency?: number; draw?: Draw } = {}) {
  if (!existsSync(dir)) return 0;
  const left: PictureToDraw[] = [];
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json')) continue;
    const text = await readFile(path.join(dir, name), 'utf8').catch(() => null);
    if (text !== null) left.push(JSON.parse(text) as PictureToDraw);
  }
  left.sort((a, b) => a.density - b.density);
  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < left.length) if (await drawPictureLeftToDraw(dir, store, left[next++].key, draw)) drawn += 1;
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  // Not empty when more were left meanwhile (a seed still writing): the next call draws them.
  await rmdir(dir).catch(() => undefined);
  return drawn;
}
