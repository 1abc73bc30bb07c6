import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, multipart, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { passwordResets, users } from '../../db/schema/users';
import { usersPersonalData } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

async function uploadAvatar(token: string) {
  const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
  const body = multipart({ phone: '0532 111 22 33' }, [{ field: 'avatar', name: 'ben.png', type: 'image/png', data: avatar }]);
  const response = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { ...auth(token), 'content-type': body.contentType }, payload: body.payload });
  expect(response.statusCode).toBe(200);
  return response.json().avatar as string;
}

describe('users personal data', () => {
  it("gives the person's profile, avatar file and reset requests, nothing secret and nothing of another", async () => {
    const a = await createUser(t.app, { name: 'Ayşe Kara' });
    const b = await createUser(t.app, { name: 'Bora Demirtaş' });
    const avatar = await uploadAvatar(a.token);
    await uploadAvatar(b.token);
    await t.app.db.update(users).set({ googleSub: 'google-sub-ayse-1234567' }).where(eq(users.id, a.user.id));
    await t.app.db.insert(passwordResets).values([
      { userId: a.user.id, codeHash: 'hash-of-ayse-code', expiresAt: new Date(Date.now() + 900_000) },
      { userId: b.user.id, codeHash: 'hash-of-bora-code', expiresAt: new Date(Date.now() + 900_000) },
    ]);

    const { data, files } = await usersPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.profile).toMatchObject({
      id: a.user.id,
      name: 'Ayşe Kara',
      email: a.user.email,
      phone: '+905321112233',
      role: 'user',
      avatar,
      googleLinked: true,
      passwordSet: true,
      createdAt: a.user.createdAt,
    });
    expect(data.passwordResetRequests).toEqual([expect.objectContaining({ attempts: 0, usedAt: null })]);
    expect(files).toEqual([{ name: 'profil-resmi.webp', from: 'public', url: avatar }]);
    expect(await t.app.storage.store.head(avatar.replace('/uploads/', ''))).not.toBeNull();

    const json = JSON.stringify({ data, files });
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', 'hash-of-ayse-code', 'hash-of-bora-code', 'google-sub-ayse', a.user.passwordHash!, 'passwordHash', 'tokenVersion']) {
      expect(json).not.toContain(absent);
    }
  });

  it('gives no file for a Google picture and an empty list when no reset was asked for', async () => {
    const c = await createUser(t.app, { name: 'Cem Google' });
    await t.app.db.update(users).set({ avatar: 'https://lh3.googleusercontent.com/a/resim' }).where(eq(users.id, c.user.id));
    const section = await usersPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email });
    expect(section.files).toEqual([]);
    expect(section.data.profile).toMatchObject({ avatar: 'https://lh3.googleusercontent.com/a/resim', googleLinked: false });
    expect(section.data.passwordResetRequests).toEqual([]);
  });
});
