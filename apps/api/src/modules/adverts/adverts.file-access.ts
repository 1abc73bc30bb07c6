import { type AdvertFile, advertMessages } from '@pazaryeri/contract/adverts/index';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError } from '../../lib/errors';
import { type FileLinkKind, fileLinkExpiry, signFileLink, verifyFileLink } from '../../lib/file-links';
import { isId } from '../../lib/ids';
import { users } from '../../db/schema/users';
import { type AdvertFileRow, advertFiles, adverts } from '../../db/schema/adverts';

/** The port app.ts fills from the matching domain: whether the user's store may quote on the request. */
export type MayQuote = (db: Db, advertId: string, userId: string) => Promise<boolean>;

export interface FileAccessContext {
  db: Db;
  mayQuote: MayQuote;
}

interface Viewer {
  id: string;
  isAdmin?: boolean;
}

/** A request's files are for its owner, an admin, and a store that may quote on it: nobody else sees or downloads them. */
export async function mayDownloadFiles(ctx: FileAccessContext, advert: { id: string; userId: string }, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === advert.userId || viewer.isAdmin) return true;
  return ctx.mayQuote(ctx.db, advert.id, viewer.id);
}

export const toAdvertFile = (row: AdvertFileRow): AdvertFile => ({ _id: row.id, name: row.name, format: row.format, size: row.size, createdAt: row.createdAt.toISOString() });

export const selectAdvertFiles = (db: Db, advertId: string) => db.select().from(advertFiles).where(eq(advertFiles.advertId, advertId)).orderBy(asc(advertFiles.createdAt), asc(advertFiles.id));

const advertFileLinks: FileLinkKind = {
  audience: 'pazaryeri:advert-file',
  claims: ['aid', 'fid'],
  gridSeconds: 60,
  lifeSeconds: 10 * 60,
  messages: { invalid: advertMessages.fileLinkInvalid, expired: advertMessages.fileLinkExpired },
};

/** The advert and one of its files; 404 for either unknown. */
async function findAdvertFile(db: Db, advertId: string, fileId: string) {
  const [advert] = isId(advertId) ? await db.select({ id: adverts.id, userId: adverts.userId }).from(adverts).where(eq(adverts.id, advertId)).limit(1) : [];
  if (!advert) throw new AppError('NOT_FOUND', advertMessages.notFound);
  const [file] = isId(fileId) ? await db.select().from(advertFiles).where(and(eq(advertFiles.id, fileId), eq(advertFiles.advertId, advert.id))).limit(1) : [];
  if (!file) throw new AppError('NOT_FOUND', advertMessages.fileNotFound);
  return { advert, file };
}

async function findAllowedFile(ctx: FileAccessContext, viewer: Viewer, advertId: string, fileId: string) {
  const { advert, file } = await findAdvertFile(ctx.db, advertId, fileId);
  if (!(await mayDownloadFiles(ctx, advert, viewer))) throw new AppError('FORBIDDEN', advertMessages.fileForbidden);
  return file;
}

/** `GET /ilan/{id}/files/{fileId}/link`: a link to the file signed for the caller, living about 10 minutes. */
export async function advertFileLink(ctx: FileAccessContext & { secret: Uint8Array }, viewer: Viewer, advertId: string, fileId: string, now = Date.now()) {
  const file = await findAllowedFile(ctx, viewer, advertId, fileId);
  const token = await signFileLink(ctx.secret, advertFileLinks, viewer.id, file.advertId, file.id, now);
  return {
    url: `/api/ilan/${file.advertId}/files/${file.id}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(fileLinkExpiry(advertFileLinks, now) * 1000).toISOString(),
  };
}

/**
 * `GET /ilan/{id}/files/{fileId}?token=…`: the stored file, for the viewer the link was signed
 * for, whose access is checked again (a store that no longer fits, an admin no longer one).
 */
export async function openAdvertFile(ctx: FileAccessContext & { secret: Uint8Array; privateFiles: PrivateFiles }, advertId: string, fileId: string, token: string | undefined) {
  const viewerId = await verifyFileLink(ctx.secret, advertFileLinks, advertId, fileId, token);
  const [viewer] = await ctx.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, viewerId)).limit(1);
  if (!viewer) throw new AppError('FORBIDDEN', advertMessages.fileForbidden);
  const file = await findAllowedFile(ctx, { id: viewer.id, isAdmin: viewer.role === 'admin' }, advertId, fileId);
  const opened = await ctx.privateFiles.open(file.storageKey);
  if (!opened) throw new AppError('NOT_FOUND', advertMessages.fileNotFound);
  return { file: { name: file.name, mimeType: file.mimeType }, opened };
}
