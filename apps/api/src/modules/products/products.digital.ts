import { createHash } from 'node:crypto';
import { messages } from '@pazaryeri/contract';
import { type DownloadLinkResponse, productLimits, productMessages } from '@pazaryeri/contract/products/index';
import { and, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { productNotFound } from './products.access';
import { hasPaidForProduct } from './products.purchases';
import { products } from '../../db/schema/products';

const ISSUER = 'pazaryeri';
const DOWNLOAD_AUDIENCE = 'pazaryeri:download';

/** Who may download a product's file: its store's owner, admins, and buyers who paid for it. */
export async function canDownload(db: Db, userId: string, productId: string): Promise<boolean> {
  if (!isId(userId) || !isId(productId)) return false;
  const [row] = await db
    .select({ ownerUserId: sellers.userId, role: users.role })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, and(eq(users.id, userId), isNull(users.bannedAt), isNull(users.deletedAt)))
    .where(eq(products.id, productId));
  if (!row) return false;
  return row.role === 'admin' || row.ownerUserId === userId || hasPaidForProduct(db, userId, productId);
}

/** Ties a link to the file it was made for: replacing the file retires old links. */
const fileVersion = (fileKey: string) => createHash('sha256').update(fileKey).digest('base64url').slice(0, 16);

async function downloadableFile(db: Db, productId: string) {
  if (!isId(productId)) productNotFound();
  const [product] = await db
    .select({ key: products.digitalFileKey, name: products.digitalFileName, uploadState: products.uploadState })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) productNotFound();
  if (!product.key || !product.name || product.uploadState !== 'uploaded') {
    throw new AppError('NOT_FOUND', productMessages.digitalFileMissing);
  }
  return { key: product.key, name: product.name };
}

/** `GET /products/{id}/download-link`: a link that works without a bearer header for 10 minutes. */
export async function createDownloadLink(db: Db, secret: Uint8Array, userId: string, productId: string): Promise<DownloadLinkResponse> {
  const file = await downloadableFile(db, productId);
  if (!(await canDownload(db, userId, productId))) throw new AppError('FORBIDDEN', productMessages.downloadForbidden);
  const expiresAt = new Date(Date.now() + productLimits.downloadLinkSeconds * 1000);
  const token = await new SignJWT({ pid: productId, fv: fileVersion(file.key) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(DOWNLOAD_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { url: `/api/products/${productId}/download?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The file a download link names, if the link is genuine, unexpired, for this product and its
 * current file, and its holder may still download it (401 for a bad or expired link, 403 otherwise).
 */
export async function resolveDownload(db: Db, secret: Uint8Array, productId: string, token: string | undefined) {
  if (!token) throw new AppError('TOKEN_MISSING', productMessages.downloadLinkMissing);
  let claims: { sub?: string; pid?: unknown; fv?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, secret, { issuer: ISSUER, audience: DOWNLOAD_AUDIENCE, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', productMessages.downloadLinkExpired);
    throw new AppError('TOKEN_INVALID', productMessages.downloadLinkInvalid);
  }
  if (claims.pid !== productId || typeof claims.sub !== 'string') throw new AppError('FORBIDDEN', productMessages.downloadLinkInvalid);
  const file = await downloadableFile(db, productId);
  if (claims.fv !== fileVersion(file.key)) throw new AppError('FORBIDDEN', productMessages.downloadLinkInvalid);
  if (!(await canDownload(db, claims.sub, productId))) throw new AppError('FORBIDDEN', messages.forbidden);
  return file;
}

