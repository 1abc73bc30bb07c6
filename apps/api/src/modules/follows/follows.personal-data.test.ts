import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { follows } from '../../db/schema/follows';
import { createApplicant } from '../sellers';
import { followsPersonalData } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

describe('follows personal data', () => {
  it('gives the stores the person follows and their own store follower count, never who follows', async () => {
    const a = await createApplicant(t.app, { storeName: 'Kara Hırdavat' }, 'Ayşe Kara');
    const b = await createUser(t.app, { name: 'Bora Demirtaş' });
    const c = await createUser(t.app, { name: 'Cemile Öztürk' });
    const rulman = await createApplicant(t.app, { storeName: 'Ege Rulman' }, 'Emre Ege');
    const civata = await createApplicant(t.app, { storeName: 'Marmara Cıvata' }, 'Mert Marmara');
    const kaynak = await createApplicant(t.app, { storeName: 'Trakya Kaynak' }, 'Tuba Trakya');
    await t.app.db.insert(follows).values([
      { userId: a.user.id, sellerId: rulman.seller._id, createdAt: new Date('2025-03-01T10:00:00Z') },
      { userId: a.user.id, sellerId: civata.seller._id, createdAt: new Date('2025-04-01T10:00:00Z') },
      { userId: b.user.id, sellerId: kaynak.seller._id },
      { userId: b.user.id, sellerId: a.seller._id },
      { userId: c.user.id, sellerId: a.seller._id },
    ]);

    const { data, files } = await followsPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.following).toEqual([
      { storeId: rulman.seller._id, storeName: 'Ege Rulman', alias: rulman.seller.alias, followedAt: new Date('2025-03-01T10:00:00Z') },
      { storeId: civata.seller._id, storeName: 'Marmara Cıvata', alias: civata.seller.alias, followedAt: new Date('2025-04-01T10:00:00Z') },
    ]);
    expect(data.storeFollowers).toEqual({ storeId: a.seller._id, followerCount: 2 });
    expect(files).toEqual([]);
    const json = JSON.stringify(data);
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', c.user.id, c.user.email, 'Cemile Öztürk', 'Trakya Kaynak', rulman.user.id]) expect(json).not.toContain(absent);
  });

  it('gives an empty list and no store to a person who follows nobody and has no store', async () => {
    const d = await createUser(t.app);
    expect(await followsPersonalData.collect(t.app.db, { id: d.user.id, email: d.user.email })).toEqual({ data: { following: [], storeFollowers: null }, files: [] });
  });
});
