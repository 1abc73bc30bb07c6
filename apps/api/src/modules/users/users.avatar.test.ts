import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@pazaryeri/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, multipart, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(300 * 1024) });
});
afterAll(() => t.close());


const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f97316' } }).png().toBuffer();

async function putProfile(token: string, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: { ...auth(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('profile picture upload', () => {
  it('stores the picture as a 256px WebP served under /uploads, with the other fields', async () => {
    const { token } = await createUser(t.app);
    const response = await putProfile(
      token,
      multipart({ name: 'Resimli Kullanıcı' }, [{ field: 'avatar', name: 'ben.png', type: 'image/png', data: await png(800, 600) }]),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBe('Resimli Kullanıcı');
    expect(body.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: body.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('replaces the old picture file with the new one', async () => {
    const { token } = await createUser(t.app);
    const upload = async () =>
      (await putProfile(token, multipart({}, [{ field: 'avatar', name: 'a.png', type: 'image/png', data: await png(300, 300) }]))).json()
        .avatar as string;
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    expect(existsSync(path.join(t.dataDir, first))).toBe(false);
    expect(existsSync(path.join(t.dataDir, second))).toBe(true);
  });

  it('judges the file by its content: a script named .png is refused', async () => {
    const { token } = await createUser(t.app);
    const response = await putProfile(
      token,
      multipart({}, [{ field: 'avatar', name: 'resim.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.invalidImage, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a file over the limit with a Turkish 413 and changes nothing', async () => {
    const { user, token } = await createUser(t.app, { name: 'Aynı Kalan' });
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const response = await putProfile(token, multipart({ name: 'Değişmemeli' }, [{ field: 'avatar', name: 'b.png', type: 'image/png', data: big }]));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Dosya çok büyük. En fazla 300 KB yükleyebilirsiniz.');
    const after = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: auth(token) });
    expect(after.json().name).toBe('Aynı Kalan');
  });

  it('serves nothing outside the uploads folder', async () => {
    for (const url of ['/uploads/../jwt-secret', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
