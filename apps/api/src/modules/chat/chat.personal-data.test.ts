import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { chatMessages } from '../../db/schema/chat';
import { createChatPair, sendMessage } from './chat-fixtures';
import { chatPersonalData } from './chat.personal-data';

let t: TestApp;
let pair: Awaited<ReturnType<typeof createChatPair>>;

const pdf = (name: string): FilePart => ({ field: 'attachments', name, type: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

beforeAll(async () => {
  t = await personalDataApp();
  pair = await createChatPair(t.app, ['Ayşe Alıcı', 'Mert Usta']);
  expect((await sendMessage(t.app, pair.first.token, pair.roomId, 'Braketin çizimi ekte, fiyat alabilir miyim?', [pdf('braket-cizimi.pdf')])).status).toBe(201);
  expect((await sendMessage(t.app, pair.second.token, pair.roomId, 'Mert burada: 1500 TL olur, iban gönderiyorum.', [pdf('mert-teklif.pdf')])).status).toBe(201);
});
afterAll(releasePersonalDataApp);

describe('chat personal data', () => {
  it('gives a member the room and their own messages and files, and nothing of the other side', async () => {
    const { data, files } = await chatPersonalData.collect(t.app.db, person(pair.first));
    expect(chatPersonalData.folder).toBe('sohbetler');
    expect(data.rooms).toEqual([expect.objectContaining({ id: pair.roomId, contextType: 'advert', yourRole: 'freelancer', startedByYou: true, messageCount: 2, unreadCount: 1 })]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        roomId: pair.roomId,
        content: 'Braketin çizimi ekte, fiyat alabilir miyim?',
        attachments: [expect.objectContaining({ name: 'braket-cizimi.pdf', mimeType: 'application/pdf' })],
      }),
    ]);
    const [own] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.senderId, pair.first.user.id));
    const [theirs] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.senderId, pair.second.user.id));
    expect(files).toEqual([{ name: `${own.attachments[0].id}-braket-cizimi.pdf`, from: 'private', key: own.attachments[0].key }]);

    const json = JSON.stringify({ data, files });
    for (const foreign of [pair.second.user.id, pair.second.user.email, 'Mert Usta', 'Mert burada', 'mert-teklif.pdf', theirs.attachments[0].key, theirs.id]) {
      expect(json).not.toContain(foreign);
    }
    // Keys of one's own files go in `files` only, for the export to read, not into the data.
    expect(JSON.stringify(data)).not.toContain(own.attachments[0].key);
  });

  it('gives the other member their side alone', async () => {
    const { data, files } = await chatPersonalData.collect(t.app.db, person(pair.second));
    expect(data.rooms).toEqual([expect.objectContaining({ id: pair.roomId, startedByYou: false, unreadCount: 1 })]);
    expect(data.messages).toEqual([expect.objectContaining({ content: 'Mert burada: 1500 TL olur, iban gönderiyorum.' })]);
    expect(files).toEqual([expect.objectContaining({ name: expect.stringMatching(/-mert-teklif\.pdf$/), from: 'private' })]);
    const json = JSON.stringify({ data, files });
    for (const foreign of [pair.first.user.id, pair.first.user.email, 'Ayşe Alıcı', 'Braketin çizimi', 'braket-cizimi.pdf']) expect(json).not.toContain(foreign);
  });
});
