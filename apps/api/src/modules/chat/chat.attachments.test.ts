import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ChatAttachment, chatLimits, chatMessageTexts } from '@pazaryeri/contract';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { auth, createTestApp, createUser, type FilePart, injectJson, type TestApp } from '../../test/helper';
import { png } from '../products';
import { storeAttachments } from './chat.attachments';
import { toChatAttachment } from './chat.files';
import { createChatPair, sendMessage } from './chat-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const file = (name: string, data: Buffer, type = 'application/octet-stream'): FilePart => ({ field: 'attachments', name, type, data });
const storedFiles = async () => readdir(path.join(t.dataDir, 'private', 'chat')).catch(() => [] as string[]);
const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('attachments', () => {
  it('keeps an image under its name, re-encoded, with a WebP preview behind signed links', async () => {
    const { first, second, roomId } = await createChatPair(t.app);
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#f97316' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Gizli Konum' } } })
      .jpeg()
      .toBuffer();
    const sent = await sendMessage(t.app, first.token, roomId, '', [file('çizim ön yüz.jpeg', picture, 'image/jpeg')]);
    expect(sent.status).toBe(201);
    const [attachment] = sent.body.message.attachments;
    expect(attachment).toMatchObject({ kind: 'image', name: 'çizim ön yüz.jpeg', mimeType: 'image/jpeg' });
    expect(attachment.previewUrl).toMatch(/^\/api\/chat\/files\/.+\/preview\?token=/);

    // The receiver's copy of the list carries links of their own.
    const listed = await injectJson(t.app, { method: 'GET', url: `/api/chat/${roomId}/messages`, headers: auth(second.token) });
    const theirs: ChatAttachment = listed.body.messages[0].attachments[0];
    const original = await fetchLink(theirs.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['content-disposition']).toContain('inline');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(original.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(['jpeg', 900, undefined]);

    const preview = await fetchLink(theirs.previewUrl!);
    expect(preview.headers['content-type']).toBe('image/webp');
    const previewSize = await sharp(preview.rawPayload).metadata();
    expect([previewSize.format, previewSize.width, previewSize.height]).toEqual(['webp', 480, 320]);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/chat/my-chats', headers: auth(second.token) })).body.rooms[0].lastMessage).toMatchObject({
      content: '',
      hasAttachments: true,
    });
  });

  it('recognises files by content: a .png holding text is refused (415) and leaves nothing behind', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const before = await storedFiles();
    const fake = await sendMessage(t.app, first.token, roomId, 'Resim ekte', [
      file('gercek.png', await png(), 'image/png'),
      file('sahte.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'),
    ]);
    expect([fake.status, fake.body]).toEqual([415, { message: chatMessageTexts.attachmentType, code: 'UNSUPPORTED_MEDIA_TYPE' }]);
    const exe = await sendMessage(t.app, first.token, roomId, '', [file('kurulum.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0xff]))]);
    expect(exe.status).toBe(415);
    const disguised = await sendMessage(t.app, first.token, roomId, '', [file('teklif.html', pdf, 'application/pdf')]);
    expect(disguised.status).toBe(415);
    const listed = await injectJson(t.app, { method: 'GET', url: `/api/chat/${roomId}/messages`, headers: auth(first.token) });
    expect(listed.body.total).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts PDFs, text and STL by content; files download as attachments without previews', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const stl = Buffer.from('solid parca\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 0 1 0\n  endloop\n endfacet\nendsolid parca\n');
    const sent = await sendMessage(t.app, first.token, roomId, 'Dosyalar', [
      file('teklif', pdf),
      file('notlar.txt', Buffer.from('Ölçüler: 40×60 mm\nMalzeme: AISI 304\n'), 'text/plain'),
      file('braket.stl', stl),
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body.message.attachments.map(({ name, kind, mimeType, previewUrl }) => ({ name, kind, mimeType, previewUrl }))).toEqual([
      { name: 'teklif.pdf', kind: 'file', mimeType: 'application/pdf', previewUrl: null },
      { name: 'notlar.txt', kind: 'file', mimeType: 'text/plain', previewUrl: null },
      { name: 'braket.stl', kind: 'file', mimeType: 'model/stl', previewUrl: null },
    ]);
    const text = await fetchLink(sent.body.message.attachments[1].url);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-disposition']).toBe(`attachment; filename="notlar.txt"; filename*=UTF-8''notlar.txt`);
    expect(text.body).toBe('Ölçüler: 40×60 mm\nMalzeme: AISI 304\n');
  });

  it(`takes at most ${chatLimits.attachmentsMax} files (422) of 10 MB each (413)`, async () => {
    const { first, roomId } = await createChatPair(t.app);
    const many = await sendMessage(
      t.app,
      first.token,
      roomId,
      'Çok dosya',
      Array.from({ length: chatLimits.attachmentsMax + 1 }, (_, index) => file(`belge-${index}.pdf`, pdf)),
    );
    expect([many.status, many.body.message]).toEqual([422, chatMessageTexts.tooManyAttachments]);
    const big = Buffer.alloc(chatLimits.attachmentBytesMax + 1, 0x20);
    big.write('%PDF-1.4\n');
    const large = await sendMessage(t.app, first.token, roomId, 'Büyük dosya', [file('buyuk.pdf', big)]);
    expect([large.status, large.body.message]).toEqual([413, chatMessageTexts.attachmentTooLarge]);
    expect((await injectJson(t.app, { method: 'GET', url: `/api/chat/${roomId}/messages`, headers: auth(first.token) })).body.total).toBe(0);
  });

  it('serves a file only with a genuine, unexpired link made for that file and someone who may read the room', async () => {
    const { first, roomId } = await createChatPair(t.app);
    const sent = await sendMessage(t.app, first.token, roomId, '', [file('teklif.pdf', pdf), file('ek.pdf', pdf)]);
    const [one, two] = sent.body.message.attachments;
    const messageId = sent.body.message._id;
    const secret = t.config.jwtSecret;
    expect((await fetchLink(one.url.replace(/\?token=.*/, ''))).statusCode).toBe(401);
    expect((await fetchLink(`${one.url.slice(0, -3)}abc`)).statusCode).toBe(401);
    // A link of one file does not open the other.
    expect((await fetchLink(`/api/chat/files/${messageId}/${two._id}?${one.url.split('?')[1]}`)).statusCode).toBe(403);

    const stranger = await createUser(t.app);
    const forStranger = await toChatAttachment(secret, stranger.user.id, messageId, { ...one, id: one._id, key: 'x', previewKey: null });
    expect((await fetchLink(forStranger.url)).statusCode).toBe(403);

    const expired = await new SignJWT({ mid: messageId, aid: one._id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(first.user.id)
      .setIssuer('pazaryeri')
      .setAudience('pazaryeri:chat-file')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret);
    const late = await fetchLink(`/api/chat/files/${messageId}/${one._id}?token=${expired}`);
    expect([late.statusCode, late.json().message]).toEqual([401, chatMessageTexts.attachmentLinkExpired]);
    expect((await fetchLink(one.url)).statusCode).toBe(200);
  });
});

describe('storing attachments', () => {
  it('removes the files already written when a later write fails', async () => {
    const written: string[] = [];
    const removed: string[] = [];
    const files: PrivateFiles = {
      store: null as never, // not reached: the attachments go through put and remove only
      async put(folder, extension) {
        if (written.length === 2) throw new Error('disk full');
        written.push(`${folder}/${written.length}.${extension}`);
        return written[written.length - 1];
      },
      async open() {
        return null;
      },
      async remove(key) {
        removed.push(key);
      },
    };
    const item = (id: string, preview: Buffer | null) => ({
      record: { id, kind: 'image' as const, name: `${id}.png`, mimeType: 'image/png', size: 1 },
      extension: 'png',
      data: Buffer.from('x'),
      preview,
    });
    await expect(storeAttachments(files, [item('a', Buffer.from('p')), item('b', Buffer.from('p'))])).rejects.toThrow('disk full');
    expect(removed.sort()).toEqual(written.sort());
  });
});
