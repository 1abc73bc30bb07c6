import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The demo's pictures are drawn from SVG at seed time (no image files ship with the repository),
 * and drawing the catalogue's ~300 pictures in two sizes is most of a demo seed's time. A drawing
 * is the same bytes every time it is drawn from the same SVG with the same settings, so each is
 * kept under node_modules/.cache (where build tools keep theirs), named by the hash of what it is
 * drawn from and the libvips that drew it: a second seed on this machine (a test's, the journeys'
 * snapshot, `npm start` on a fresh data folder) reads it back instead of drawing it again. A cache
 * that cannot be written (a read-only install) only means drawing every time. A first start draws
 * the catalogue's after the server answers (pictures-to-draw.ts), through this cache too.
 */
const cacheFolder = path.join(nodeModulesOf(import.meta.dirname), '.cache/pazaryeri-demo-pictures');

/** The nearest node_modules holding sharp above `folder` (the sources' and the built server's alike). */
function nodeModulesOf(folder: string): string {
  for (let current = folder; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules');
    if (existsSync(path.join(candidate, 'sharp'))) return candidate;
    if (path.dirname(current) === current) return path.join(folder, 'node_modules');
  }
}

export type Encoding = { format: 'webp'; quality: number; effort?: number } | { format: 'jpeg'; quality: number };

/** The drawings under way in this process, by key: a second ask for one waits for it instead of drawing it again. */
const drawing = new Map<string, Promise<Buffer>>();

/** `svg` drawn at `density` (72 is the SVG's own size) and encoded as asked; from the cache when drawn before. */
export function drawSvg(svg: string, encoding: Encoding, density = 72): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify([sharp.versions.vips, density, encoding, svg])).digest('hex');
  let pending = drawing.get(key);
  if (!pending) {
    pending = readOrDraw(path.join(cacheFolder, `${key}.${encoding.format}`), svg, encoding, density).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

async function readOrDraw(file: string, svg: string, encoding: Encoding, density: number): Promise<Buffer> {
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const image = sharp(Buffer.from(svg), { density });
  const drawn = await (encoding.format === 'webp' ? image.webp({ quality: encoding.quality, effort: encoding.effort }) : image.jpeg({ quality: encoding.quality })).toBuffer();
  await keep(file, drawn);
  return drawn;
}

/** Written under a temporary name and renamed, so a process reading the cache at the same time never sees half a file. */
async function keep(file: string, data: Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await mkdir(cacheFolder, { recursive: true });
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch {
    // Not writable: the next seed draws it again.
  }
}
