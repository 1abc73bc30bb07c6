import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { addressesPersonalData } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

const addAddress = async (token: string, body: object) => {
  const { status } = await injectJson(t.app, { method: 'POST', url: '/api/addresses', headers: auth(token), body });
  expect(status).toBe(201);
};

describe('addresses personal data', () => {
  it("gives the person's own addresses and none of another's", async () => {
    const a = await createUser(t.app, { name: 'Ayşe Kara' });
    const b = await createUser(t.app, { name: 'Bora Demirtaş' });
    await addAddress(a.token, { title: 'Ev', fullName: 'Ayşe Kara', phone: '0532 123 45 67', cityName: 'İstanbul', districtName: 'Kadıköy', addressLine: 'Moda Cd. No: 12 D: 3', zip: '34710' });
    await addAddress(a.token, { title: 'İş', fullName: 'Ayşe Kara', phone: '0532 123 45 67', cityName: 'Ankara', districtName: 'Çankaya', addressLine: 'Atatürk Blv. No: 5' });
    await addAddress(b.token, { title: 'Depo', fullName: 'Bora Demirtaş', phone: '0544 987 65 43', cityName: 'İzmir', districtName: 'Bornova', addressLine: 'Sanayi Cd. No: 99' });
    const bill = (token: string, body: object) => injectJson(t.app, { method: 'POST', url: '/api/users/billing-profiles', headers: auth(token), body });
    expect((await bill(a.token, { kind: 'corporate', title: 'Şirket', name: 'Kara Makine Ltd. Şti.', vkn: '1234567890', taxOffice: 'Kadıköy', cityName: 'İstanbul', districtName: 'Kadıköy', addressLine: 'Moda Cd. No: 12' })).status).toBe(201);
    expect((await bill(b.token, { kind: 'corporate', title: 'Fabrika', name: 'Demirtaş Döküm A.Ş.', vkn: '9876543217', taxOffice: 'Bornova', cityName: 'İzmir', districtName: 'Bornova', addressLine: 'Sanayi Cd. No: 99' })).status).toBe(201);

    const { data, files } = await addressesPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.addresses).toEqual([
      expect.objectContaining({ title: 'Ev', fullName: 'Ayşe Kara', phone: '+905321234567', cityName: 'İstanbul', districtName: 'Kadıköy', addressLine: 'Moda Cd. No: 12 D: 3', zip: '34710', isDefault: true }),
      expect.objectContaining({ title: 'İş', cityName: 'Ankara', districtName: 'Çankaya', addressLine: 'Atatürk Blv. No: 5', isDefault: false }),
    ]);
    expect(data.billingProfiles).toEqual([expect.objectContaining({ kind: 'corporate', name: 'Kara Makine Ltd. Şti.', vkn: '1234567890', taxOffice: 'Kadıköy', isDefault: true })]);
    expect(files).toEqual([]);
    const json = JSON.stringify(data);
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', 'Depo', 'Sanayi Cd.', '+905449876543', 'Demirtaş Döküm', '9876543217']) expect(json).not.toContain(absent);
  });

  it('keeps an empty list for a person without addresses', async () => {
    const c = await createUser(t.app);
    expect(await addressesPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { addresses: [], billingProfiles: [] }, files: [] });
  });
});
