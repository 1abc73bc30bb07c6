import { randomBytes, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers, chatMessages, chatRooms, type ChatAttachmentRecord } from '../../db/schema/chat';
import { dataRequests } from '../../db/schema/privacy';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { startApiProcesses } from '../../test/processes';
import { unzip } from '../../test/unzip';

/**
 * The export job on real API processes: one killed with `kill -9` while it writes the ZIP, another
 * finishing it. PGlite lives inside one process, so this needs the PostgreSQL run (DATABASE_URL).
 */
describe.skipIf(!process.env.DATABASE_URL)('a data export across API processes (needs PostgreSQL: DATABASE_URL; PGlite cannot be shared between processes)', () => {
  let t: TestApp;
  const workerEnv = { JOBS_WORKER: 'true', JOBS_POLL_MS: '50', JOBS_LEASE_SECONDS: '2' };
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  /** A person who sent `count` files of 1 MB in a chat: enough bytes that writing their copy takes a while. */
  async function personWithFiles(count: number) {
    const person = await createUser(t.app, { name: 'Dosyalı Kişi' });
    const other = await createUser(t.app, { name: 'Karşı Taraf' });
    const [room] = await t.app.db
      .insert(chatRooms)
      .values({ pairKey: [person.user.id, other.user.id].sort().join(':'), startedById: person.user.id, contextType: 'store' })
      .returning();
    await t.app.db.insert(chatMembers).values([
      { roomId: room.id, userId: person.user.id, role: 'buyer' },
      { roomId: room.id, userId: other.user.id, role: 'seller' },
    ]);
    const files: Buffer[] = [];
    const messages = [];
    for (let index = 0; index < count; index += 1) {
      const data = randomBytes(1024 * 1024);
      files.push(data);
      const key = await t.app.privateFiles.put('chat', 'pdf', data);
      const attachment: ChatAttachmentRecord = { id: randomUUID(), kind: 'file', name: `cizim-${index + 1}.pdf`, mimeType: 'application/pdf', size: data.length, key, previewKey: null };
      messages.push({ roomId: room.id, senderId: person.user.id, senderRole: 'buyer' as const, content: `Çizim ${index + 1}`, attachments: [attachment] });
    }
    await t.app.db.insert(chatMessages).values(messages);
    return { person, files };
  }

  const rowOf = async (id: string) => (await t.app.db.select().from(dataRequests).where(eq(dataRequests.id, id)))[0];

  it('a process killed with kill -9 while writing the ZIP: another finishes it, and there is one complete file', async () => {
    const { person, files } = await personWithFiles(80);
    const started = await injectJson(t.app, { method: 'POST', url: '/api/users/me/data-export', headers: auth(person.token) });
    expect(started.status).toBe(202);
    const id = started.body.exportId as string;

    const first = await startApiProcesses(t, 1, workerEnv);
    // Killed once the files are being written: the data is gathered, the ZIP half streamed.
    await expect
      .poll(async () => {
        const row = await rowOf(id);
        return row.status === 'running' && row.progress >= 55;
      }, { timeout: 60_000, interval: 10 })
      .toBe(true);
    first.servers[0].child.kill('SIGKILL');
    await expect.poll(() => first.servers[0].child.signalCode, { timeout: 10_000 }).toBe('SIGKILL');
    expect((await rowOf(id)).status).toBe('running');
    expect(await t.app.privateFiles.open(`exports/${id}.zip`)).toBeNull();

    const second = await startApiProcesses(t, 1, workerEnv);
    try {
      await expect.poll(async () => (await rowOf(id)).status, { timeout: 60_000, interval: 100 }).toBe('ready');
    } finally {
      await second.stop();
    }
    const exports: string[] = [];
    for await (const { key } of t.app.privateFiles.store.list('exports/')) exports.push(key);
    expect(exports).toEqual([`exports/${id}.zip`]);

    const opened = await t.app.privateFiles.open(`exports/${id}.zip`);
    const entries = unzip(await buffer(opened!.stream as NodeJS.ReadableStream));
    const sent = entries.filter((entry) => entry.name.startsWith('dosyalar/sohbetler/'));
    expect(sent).toHaveLength(files.length);
    const bytes = new Set(files.map((file) => file.subarray(0, 32).toString('hex')));
    for (const entry of sent) expect(bytes.has(entry.data.subarray(0, 32).toString('hex'))).toBe(true);
    expect((await rowOf(id)).progress).toBe(100);
  }, 180_000);
});
