import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { messages } from '@pazaryeri/contract';
import { type StlDownloadLinkResponse, stlLicenceLabels, stlLicenceTexts, stlMessages } from '@pazaryeri/contract/stl/index';
import { asc, eq, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { zipStream } from '../../lib/zip';
import { users } from '../../db/schema/users';
import { type Actor, findModelRow, mayDownload, notFound, type StlContext } from './stl.service';
import { stlDownloads, stlModelParts, stlModels } from '../../db/schema/stl';

/** Downloads of STL models: the per-day counter, the signed links and the ZIP of every part with LİSANS.txt. */

const ISSUER = 'pazaryeri';
const AUDIENCE = 'pazaryeri:stl-download';
const LINK_SECONDS = 600;

/** The calendar day in Istanbul: the download counter counts one per user, model and day. */
export const istanbulDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);

/** `PATCH /stl/{id}/increment-downloads`: counts once per user, model and day; only for who may download. */
export async function incrementDownloads(db: Db, actor: Actor, productId: string, now = new Date()) {
  if (!isId(productId)) notFound();
  const row = await findModelRow(db, productId);
  if (!row) notFound();
  if (!(await mayDownload(db, actor, row!))) throw new AppError('FORBIDDEN', stlMessages.downloadForbidden);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stlDownloads)
      .values({ productId, userId: actor.id, day: istanbulDay(now) })
      .onConflictDoNothing()
      .returning({ day: stlDownloads.day });
    if (inserted.length === 0) {
      const [current] = await tx.select({ downloads: stlModels.downloads }).from(stlModels).where(eq(stlModels.productId, productId));
      return { message: stlMessages.downloadAlreadyCounted, counted: false, downloads: current?.downloads ?? 0 };
    }
    const [updated] = await tx
      .update(stlModels)
      .set({ downloads: sql`${stlModels.downloads} + 1` })
      .where(eq(stlModels.productId, productId))
      .returning({ downloads: stlModels.downloads });
    return { message: stlMessages.downloadCounted, counted: true, downloads: updated.downloads };
  });
}

/** Ties a link to the files it was made for: replacing the parts retires old links. */
const fileVersion = (keys: string[]) => createHash('sha256').update(keys.join('\n')).digest('base64url').slice(0, 16);

async function partsOf(db: Db, productId: string) {
  const parts = await db.select().from(stlModelParts).where(eq(stlModelParts.productId, productId)).orderBy(asc(stlModelParts.position));
  if (parts.length === 0) notFound();
  return parts;
}

const zipName = (fileName: string) => fileName.replace(/\.stl$/i, '') + '.zip';

/** `GET /stl/{productId}/download-link`: a 10-minute link for who may download, else 403. */
export async function createDownloadLink(db: Db, secret: Uint8Array, actor: Actor, productId: string): Promise<StlDownloadLinkResponse> {
  if (!isId(productId)) notFound();
  const row = await findModelRow(db, productId);
  if (!row) notFound();
  if (!(await mayDownload(db, actor, row!))) throw new AppError('FORBIDDEN', stlMessages.downloadForbidden);
  const parts = await partsOf(db, productId);
  const expiresAt = new Date(Date.now() + LINK_SECONDS * 1000);
  const token = await new SignJWT({ pid: productId, fv: fileVersion(parts.map((part) => part.fileKey)) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(actor.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { url: `/api/stl/${productId}/download?token=${token}`, expiresAt: expiresAt.toISOString(), fileName: zipName(parts[0].fileName) };
}

/**
 * The download a link names: a zip with every part and LİSANS.txt (the licence, the model, the
 * store, the buyer and the date), streamed from private storage. 401 for a bad or expired link;
 * 403 if the holder may no longer download (refunded, banned).
 */
export async function openDownload(ctx: Pick<StlContext, 'db' | 'privateFiles'>, secret: Uint8Array, productId: string, token: string | undefined) {
  if (!token) throw new AppError('TOKEN_MISSING', stlMessages.downloadLinkMissing);
  let claims: { sub?: string; pid?: unknown; fv?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', stlMessages.downloadLinkExpired);
    throw new AppError('TOKEN_INVALID', stlMessages.downloadLinkInvalid);
  }
  if (claims.pid !== productId || typeof claims.sub !== 'string' || !isId(productId)) throw new AppError('FORBIDDEN', stlMessages.downloadLinkInvalid);
  const row = await findModelRow(ctx.db, productId);
  if (!row) notFound();
  const parts = await partsOf(ctx.db, productId);
  if (claims.fv !== fileVersion(parts.map((part) => part.fileKey))) throw new AppError('FORBIDDEN', stlMessages.downloadLinkInvalid);
  const [holder] = await ctx.db
    .select({ id: users.id, name: users.name, role: users.role, bannedAt: users.bannedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, claims.sub));
  if (!holder || holder.bannedAt || holder.deletedAt) throw new AppError('FORBIDDEN', messages.forbidden);
  if (!(await mayDownload(ctx.db, { id: holder.id, isAdmin: holder.role === 'admin' }, row!))) throw new AppError('FORBIDDEN', stlMessages.downloadForbidden);
  const opened: { stream: NodeJS.ReadableStream; size: number }[] = [];
  const closeAll = () => opened.forEach(({ stream }) => (stream as Partial<Readable>).destroy?.());
  for (const part of parts) {
    const file = await ctx.privateFiles.open(part.fileKey);
    if (!file || file.size !== part.fileSize) {
      if (file) opened.push(file);
      closeAll();
      throw new AppError('NOT_FOUND', stlMessages.notFound);
    }
    opened.push(file);
  }
  const licence = Buffer.from(
    [
      `LİSANS: ${stlLicenceLabels[row!.model.licence]}`,
      '',
      stlLicenceTexts[row!.model.licence],
      '',
      `Model: ${row!.product.name}`,
      `${parts.length > 1 ? 'Dosyalar' : 'Dosya'}: ${parts.map((part) => part.fileName).join(', ')}`,
      `Mağaza: ${row!.store.storeName}`,
      `Lisans sahibi: ${holder.name}`,
      `İndirme tarihi: ${istanbulDay(new Date())}`,
      '',
    ].join('\r\n'),
    'utf8',
  );
  const zip = zipStream([
    ...parts.map((part, index) => ({ name: part.fileName, crc: part.fileCrc, size: part.fileSize, data: () => opened[index].stream as AsyncIterable<Buffer> })),
    { name: 'LİSANS.txt', crc: crc32(licence), size: licence.length, data: licence },
  ]);
  // A client that stops half-way leaves the later parts unread: their files are closed with the archive.
  zip.stream.once('close', closeAll);
  return { ...zip, fileName: zipName(parts[0].fileName) };
}
