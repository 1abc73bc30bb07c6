import { type DataExport, dataExportLimits, privacyMessages } from '@pazaryeri/contract/privacy/index';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { dataRequests, type DataRequestRow } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import type { FileStores } from '../../integrations/storage';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { PersonalDataSection, PersonalDataSource, PersonalFile } from '../../lib/personal-data';
import { type StreamedZipEntry, zipWriter } from '../../lib/zip';
import { exportFileUrl } from './privacy.files';

export const EXPORT_QUEUE = 'privacy.export';
export const EXPIRE_QUEUE = 'privacy.export-expire';
export const READY_MAIL_QUEUE = 'privacy.export-ready-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** KVKK art. 13: a request is answered within 30 days. */
const ANSWER_WITHIN_DAYS = 30;

/** When a request made at `at` must be answered by (KVKK art. 13). */
export const answerDeadline = (at: Date) => new Date(at.getTime() + ANSWER_WITHIN_DAYS * DAY_MS);

type Enqueue = (queue: string, payload: { requestId: string }, options: { tx: Db; key: string; runAt?: Date }) => Promise<unknown>;

export interface PrivacyContext {
  db: Db;
  files: FileStores;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
  enqueue: Enqueue;
  /** Every domain's part of an export, lowest layer first (handed over by the app). */
  sources: readonly PersonalDataSource[];
}

/**
 * Starts a copy of the person's data: one being written at a time, and at most one asked for an
 * hour (a failed one does not count). The job is queued in the same transaction as the request.
 */
export async function requestExport(ctx: PrivacyContext, userId: string, now = new Date()) {
  const since = new Date(now.getTime() - dataExportLimits.oncePerMinutes * 60_000);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [recent] = await tx
        .select({ createdAt: dataRequests.createdAt })
        .from(dataRequests)
        .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'export'), ne(dataRequests.status, 'failed'), gt(dataRequests.createdAt, since)))
        .orderBy(desc(dataRequests.createdAt))
        .limit(1);
      if (recent) throw tooSoon(recent.createdAt, now);
      const [row] = await tx
        .insert(dataRequests)
        .values({ userId, kind: 'export', createdAt: now, updatedAt: now, deadlineAt: answerDeadline(now) })
        .returning();
      await ctx.enqueue(EXPORT_QUEUE, { requestId: row.id }, { tx, key: row.id });
      return { exportId: row.id, status: 'pending' as const, message: privacyMessages.exportStarted };
    });
  } catch (error) {
    // Another request of the same person won the race for the one open export.
    if (isUniqueViolation(error)) throw tooSoon(now, now);
    throw error;
  }
}

function tooSoon(askedAt: Date, now: Date) {
  const waitMs = askedAt.getTime() + dataExportLimits.oncePerMinutes * 60_000 - now.getTime();
  return new AppError('RATE_LIMITED', privacyMessages.exportTooSoon(Math.max(1, Math.ceil(waitMs / 60_000))));
}

async function view(ctx: PrivacyContext, row: DataRequestRow, now: Date): Promise<DataExport> {
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  const status = expired ? 'expired' : (row.status as DataExport['status']);
  return {
    exportId: row.id,
    status,
    progress: row.progress,
    requestedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: status === 'ready' ? row.fileSize : null,
    ...(status === 'ready' && { url: await exportFileUrl(ctx.jwtSecret, row.userId, row.id, now.getTime()) }),
  };
}

/** One of the person's own exports; another person's is as missing as one that never was. */
export async function getExport(ctx: PrivacyContext, userId: string, exportId: string, now = new Date()): Promise<DataExport> {
  const [row] = await ctx.db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.id, exportId), eq(dataRequests.userId, userId), eq(dataRequests.kind, 'export')))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', privacyMessages.exportNotFound);
  return view(ctx, row, now);
}

export async function latestExport(ctx: PrivacyContext, userId: string, now = new Date()): Promise<DataExport | null> {
  const [row] = await ctx.db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'export')))
    .orderBy(desc(dataRequests.createdAt))
    .limit(1);
  return row ? view(ctx, row, now) : null;
}

/** The ready file of an export, for the person a download link was signed for. */
export async function openExportFile(ctx: PrivacyContext, viewerId: string, exportId: string, now = new Date()) {
  const [row] = await ctx.db.select().from(dataRequests).where(and(eq(dataRequests.id, exportId), eq(dataRequests.kind, 'export'))).limit(1);
  if (!row || row.userId !== viewerId) throw new AppError('NOT_FOUND', privacyMessages.exportNotFound);
  if (row.status === 'expired' || (row.expiresAt && row.expiresAt <= now)) throw new AppError('NOT_FOUND', privacyMessages.exportExpired);
  if (row.status !== 'ready' || !row.fileKey) throw new AppError('CONFLICT', privacyMessages.exportNotReady);
  const opened = await ctx.files.privateFiles.open(row.fileKey);
  if (!opened) throw new AppError('NOT_FOUND', privacyMessages.exportExpired);
  const day = row.completedAt ?? row.createdAt;
  return { opened, name: `pazaryeri-verilerim-${day.toISOString().slice(0, 10)}.zip` };
}

const fileKeyOf = (requestId: string) => `exports/${requestId}.zip`;

/**
 * The export job: asks every domain for its part, then streams one ZIP into the private files.
 * A run killed half-way leaves no file (the stores write under a temporary name and rename at the
 * end); the next run writes the same key again, so a request ends with exactly one file.
 */
export async function writeExport(ctx: PrivacyContext, requestId: string, now = () => new Date()) {
  const [row] = await ctx.db.select().from(dataRequests).where(eq(dataRequests.id, requestId)).limit(1);
  if (!row || !['pending', 'running'].includes(row.status)) return;
  const [person] = await ctx.db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (!person) return;
  await setProgress(ctx.db, requestId, 1, 'running');

  const sections: { source: PersonalDataSource; section: PersonalDataSection }[] = [];
  for (const [index, source] of ctx.sources.entries()) {
    sections.push({ source, section: await source.collect(ctx.db, person) });
    await setProgress(ctx.db, requestId, 1 + Math.round(((index + 1) / ctx.sources.length) * 49));
  }
  const fileCount = sections.reduce((sum, { section }) => sum + section.files.length, 0);
  let filesWritten = 0;
  let lastReported = 50;
  const onFileWritten = async () => {
    filesWritten += 1;
    const progress = 50 + Math.floor((filesWritten / fileCount) * 49);
    if (progress >= lastReported + 5) {
      lastReported = progress;
      await setProgress(ctx.db, requestId, progress);
    }
  };
  const key = fileKeyOf(requestId);
  const { size } = await ctx.files.privateFiles.store.put(key, zipWriter(exportEntries(ctx, person, sections, onFileWritten, now()), now()));

  const readyAt = now();
  const expiresAt = new Date(readyAt.getTime() + dataExportLimits.keepDays * DAY_MS);
  const finished = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataRequests)
      .set({ status: 'ready', progress: 100, fileKey: key, fileSize: size, completedAt: readyAt, expiresAt, updatedAt: readyAt })
      .where(and(eq(dataRequests.id, requestId), inArray(dataRequests.status, ['pending', 'running'])))
      .returning({ id: dataRequests.id });
    if (!done) return false;
    await ctx.enqueue(EXPIRE_QUEUE, { requestId }, { tx, key: requestId, runAt: expiresAt });
    await ctx.enqueue(READY_MAIL_QUEUE, { requestId }, { tx, key: requestId });
    return true;
  });
  // The request ended while the copy was written (the account was deleted): the file goes too.
  if (!finished) await ctx.files.privateFiles.remove(key);
}

async function setProgress(db: Db, requestId: string, progress: number, status?: 'running') {
  await db
    .update(dataRequests)
    .set({ progress, ...(status && { status }), updatedAt: sql`now()` })
    .where(and(eq(dataRequests.id, requestId), inArray(dataRequests.status, ['pending', 'running'])));
}

/** The ZIP's entries in order: a note on what it is, each domain's data, then every file. */
async function* exportEntries(
  ctx: PrivacyContext,
  person: { id: string; email: string; name: string },
  sections: { source: PersonalDataSource; section: PersonalDataSection }[],
  onFileWritten: () => Promise<void>,
  createdAt: Date,
): AsyncGenerator<StreamedZipEntry> {
  yield { name: 'BENİ OKU.txt', data: Buffer.from(readme(person, sections, createdAt)) };
  for (const { source, section } of sections) {
    const files = section.files.filter((file) => 'key' in file || ctx.files.storage.keyFromUrl(file.url)).map((file) => `dosyalar/${source.folder}/${file.name}`);
    yield { name: `${source.folder}/veriler.json`, data: Buffer.from(JSON.stringify({ ...section.data, dosyalar: files }, null, 2)) };
  }
  for (const { source, section } of sections) {
    for (const file of section.files) {
      if ('url' in file && !ctx.files.storage.keyFromUrl(file.url)) continue;
      const opened = await openPersonalFile(ctx.files, file);
      if (!opened) {
        // A file a row still names but the store no longer holds: left out instead of failing the export.
        ctx.log.warn({ file: file.name, folder: source.folder }, 'data export: a file named by a row is missing');
        continue;
      }
      yield { name: `dosyalar/${source.folder}/${file.name}`, data: async () => opened };
      await onFileWritten();
    }
  }
}

async function openPersonalFile({ storage, privateFiles }: FileStores, file: PersonalFile): Promise<AsyncIterable<Buffer> | null> {
  if (file.from === 'private') return ((await privateFiles.open(file.key))?.stream as AsyncIterable<Buffer> | undefined) ?? null;
  const key = 'key' in file ? file.key : storage.keyFromUrl(file.url);
  return key ? (((await storage.store.get(key))?.stream as AsyncIterable<Buffer> | undefined) ?? null) : null;
}

function readme(person: { name: string; email: string }, sections: { source: PersonalDataSource; section: PersonalDataSection }[], createdAt: Date) {
  const lines = [
    'Pazaryeri — kişisel verilerinizin kopyası',
    '',
    `Hazırlandığı an: ${createdAt.toISOString()}`,
    `Hesap: ${person.name} <${person.email}>`,
    '',
    '6698 sayılı KVKK’nın 11. maddesi uyarınca hakkınızda tuttuğumuz verilerin kopyasıdır.',
    'Her klasördeki veriler.json o bölümün kayıtlarını, dosyalar/ klasörü yüklediğiniz dosyaları içerir.',
    'Kart bilgisi tutmayız; şifreniz yalnızca geri döndürülemez biçimde saklanır ve bu kopyada yer almaz.',
    '',
    'Bölümler:',
    ...sections.map(({ source, section }) => `- ${source.folder}/: ${source.title} (${section.files.length} dosya)`),
    '',
  ];
  return lines.join('\n');
}

/** Seven days after it was ready the file goes; the request stays, saying it expired. */
export async function expireExport(ctx: PrivacyContext, requestId: string) {
  const [row] = await ctx.db.select().from(dataRequests).where(eq(dataRequests.id, requestId)).limit(1);
  if (!row || row.status !== 'ready') return;
  if (row.expiresAt && row.expiresAt.getTime() > Date.now()) return { retryAt: row.expiresAt };
  // The row lets go of its file first: a crash in between leaves an unnamed file, never a row
  // naming a file that is gone (a backup's check, integrations/backup).
  const expired = await ctx.db
    .update(dataRequests)
    .set({ status: 'expired', fileKey: null, updatedAt: sql`now()` })
    .where(and(eq(dataRequests.id, requestId), eq(dataRequests.status, 'ready')))
    .returning({ id: dataRequests.id });
  if (expired.length > 0 && row.fileKey) await ctx.files.privateFiles.remove(row.fileKey);
}

/** Marks an export failed once its job has given up, so the person may ask again. */
export async function failExport(db: Db, requestId: string, error: string) {
  await db
    .update(dataRequests)
    .set({ status: 'failed', error: error.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(dataRequests.id, requestId), inArray(dataRequests.status, ['pending', 'running'])));
}

export async function readyMailFacts(db: Db, requestId: string) {
  const [row] = await db
    .select({ status: dataRequests.status, expiresAt: dataRequests.expiresAt, name: users.name, email: users.email, deletedAt: users.deletedAt })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(eq(dataRequests.id, requestId))
    .limit(1);
  return row && row.status === 'ready' && !row.deletedAt ? row : null;
}
