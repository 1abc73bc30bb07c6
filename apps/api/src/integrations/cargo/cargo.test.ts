import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportPhoneOf } from './carriers';
import { CargoError } from './errors';
import { createHttpCargoProvider } from './http';
import { billableDesi, distanceBand, volumetricDesi } from './pricing';
import type { CargoAddress, CreateShipmentRequest } from './provider';
import { createSandboxCargoProvider, quote } from './sandbox';
import { startFakeAggregator } from './testing/fake-aggregator';

const istanbul: CargoAddress = { name: 'Anadolu Hırdavat', phone: '+905321234567', address: 'Perpa Ticaret Merkezi B Blok No: 12', cityCode: '34', cityName: 'İstanbul', districtName: 'Şişli', zip: '34384' };
const ankara: CargoAddress = { name: 'Ayşe Yılmaz', phone: '+905551112233', address: 'Kızılay Mh. Atatürk Blv. No: 5', cityCode: '06', cityName: 'Ankara', districtName: 'Çankaya' };
const kadikoy: CargoAddress = { ...ankara, cityCode: '34', cityName: 'İstanbul', districtName: 'Kadıköy' };
const van: CargoAddress = { ...ankara, cityCode: '65', cityName: 'Van', districtName: 'İpekyolu' };
const izmir: CargoAddress = { ...ankara, cityCode: '35', cityName: 'İzmir', districtName: 'Konak' };

const request = (recipient: CargoAddress, parcel = { lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 1.5 }): CreateShipmentRequest => ({
  sender: istanbul,
  recipient,
  parcel,
  orderNumber: 'PZ-2026-000123',
  orderTotal: 45_000,
  reference: 'ref-1',
});

const pdfText = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('the sandbox tariff', () => {
  it('bills the larger of volumetric desi (L×W×H/3000) and real weight, rounded up', () => {
    // 30×20×10 = 6000 cm³ → 2 desi; weighs 1.5 kg → 2
    expect(volumetricDesi({ lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 1.5 })).toBe(2);
    expect(billableDesi({ lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 1.5 })).toBe(2);
    // a small heavy box: 20×20×20 = 2.67 desi, but 7.2 kg → 8
    expect(billableDesi({ lengthCm: 20, widthCm: 20, heightCm: 20, weightKg: 7.2 })).toBe(8);
    // a large light one: 60×40×40 = 32 desi, 3 kg → 32
    expect(billableDesi({ lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 3 })).toBe(32);
    // an envelope: at least 1
    expect(billableDesi({ lengthCm: 10, widthCm: 10, heightCm: 1, weightKg: 0.1 })).toBe(1);
  });

  it('bands distance by region: same city, same region, neighbouring region, farther', () => {
    expect(distanceBand('34', '34')).toBe(0);
    expect(distanceBand('34', '41')).toBe(1); // İstanbul → Kocaeli, both Marmara
    expect(distanceBand('34', '06')).toBe(2); // Marmara → İç Anadolu
    expect(distanceBand('34', '65')).toBe(3); // Marmara → Doğu Anadolu
    expect(distanceBand('34', '99')).toBeNull();
  });

  it('prices each service as base[band] + per-desi × (desi − 1), with its days', () => {
    const yurtici = (recipient: CargoAddress, parcel?: CreateShipmentRequest['parcel']) =>
      quote(request(recipient, parcel)).find((offer) => offer.providerServiceCode === 'YURTICI_STANDART')!;
    // same city, 2 desi: 89.00 + 14.50
    expect(yurtici(kadikoy)).toMatchObject({ amount: 10_350, estimatedDays: 1, desi: 2 });
    // İstanbul → Ankara (band 2), 2 desi: 114.00 + 14.50
    expect(yurtici(ankara)).toMatchObject({ amount: 12_850, estimatedDays: 2 });
    // İstanbul → Van (band 3), 8 desi: 129.00 + 7 × 14.50
    expect(yurtici(van, { lengthCm: 20, widthCm: 20, heightCm: 20, weightKg: 7.2 })).toMatchObject({ amount: 23_050, estimatedDays: 3, desi: 8 });
    // İstanbul → İzmir (band 2): PTT 92.00 + 12.00
    expect(quote(request(izmir)).find((offer) => offer.providerCode === 'PTT')).toMatchObject({ amount: 10_400, estimatedDays: 4 });
  });

  it('names the 11-digit number of the instruction as the support phone when the carrier gives none (§9)', () => {
    expect(supportPhoneOf({ supportPhone: null, instruction: 'Bilgi için 04441788 numaralı hattı veya 0850 811 0 811 numarasını arayın.' })).toBe('08508110811');
    expect(supportPhoneOf({ supportPhone: '4449999', instruction: 'Müşteri hizmetleri: 08502220000.' })).toBe('4449999');
    expect(supportPhoneOf({ supportPhone: null, instruction: 'Şubeye bırakın.' })).toBeNull();
  });
});

describe('the sandbox aggregator', () => {
  it('offers, marks the cheapest and fastest, sells a real A6 PDF label and tracks on its clock to delivered, posting each step once', async () => {
    let clock = new Date('2026-03-02T09:00:00Z');
    const posted: { id: string; data: { status: string } }[] = [];
    const cargo = createSandboxCargoProvider({ now: () => clock, stepMs: 60_000, deliver: async (_url, body) => void posted.push(body as never) });
    await cargo.registerWebhook('http://127.0.0.1/hook');
    const shipment = await cargo.createShipment(request(ankara));
    expect(shipment.status).toBe('GOT_OFFERS');
    expect(shipment.offers.list).toHaveLength(8);
    expect(shipment.offers.cheapest!.amount).toBe(Math.min(...shipment.offers.list.map((offer) => offer.amount)));
    expect(shipment.offers.fastest!.estimatedDays).toBe(Math.min(...shipment.offers.list.map((offer) => offer.estimatedDays)));

    const bought = await cargo.acceptOffer(shipment.offers.cheapest!.offerId);
    expect(bought.shipment).toMatchObject({ status: 'TRACKING_CODE_CREATED', trackingCode: 'PRE_TRANSIT' });
    const tracking = bought.shipment.trackingNumber!;
    await expect(cargo.acceptOffer(shipment.offers.fastest!.offerId)).rejects.toMatchObject({ code: 'OFFER_TAKEN' });

    const pdf = await cargo.getLabel(shipment.id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const page = await document.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width), Math.round(height)]).toEqual([298, 420]); // A6 in points
    const text = await pdfText(pdf);
    expect(text).toContain(tracking);
    expect(text).toContain('GÖNDERİCİ');
    expect(text).toContain('Anadolu Hırdavat');
    expect(text).toContain('Çankaya / Ankara');

    await cargo.tick();
    expect(posted.map((event) => event.id)).toEqual([`${shipment.id}:0`]);
    clock = new Date(clock.getTime() + 90_000); // picked up
    await expect(cargo.cancelShipment(shipment.id)).rejects.toMatchObject({ code: 'PICKED_UP' });
    await cargo.tick();
    await cargo.tick();
    expect(posted.map((event) => event.data.status)).toEqual(['TRACKING_CODE_CREATED', 'SHIPPED']);
    clock = new Date(clock.getTime() + 10 * 60_000);
    await cargo.tick();
    const delivered = await cargo.getShipment(shipment.id);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.events.map((event) => event.trackingCode)).toEqual(['PRE_TRANSIT', 'TRANSIT', 'TRANSIT', 'TRANSIT', 'DELIVERED']);
    expect(posted.at(-1)!.data.status).toBe('DELIVERED');

    const back = await cargo.createReturn(shipment.id);
    expect(back.shipment).toMatchObject({ isReturn: true, status: 'RETURN_CREATED', providerServiceCode: shipment.offers.cheapest!.providerServiceCode });
    expect(await pdfText(await cargo.getLabel(back.shipment.id))).toContain('İADE');
  });

  it('posts to each webhook on its own: one that is down does not hold up the others, and gets the step once it is back', async () => {
    let clock = new Date('2026-03-02T09:00:00Z');
    let downUp = false;
    const posted: { url: string; id: string }[] = [];
    const cargo = createSandboxCargoProvider({
      now: () => clock,
      stepMs: 60_000,
      onError: () => undefined,
      deliver: async (url, body) => {
        if (url.includes('eski-adres') && !downUp) throw new Error('connect ECONNREFUSED');
        posted.push({ url, id: (body as { id: string }).id });
      },
    });
    // The receiver that moved (an earlier APP_URL) was registered first.
    await cargo.registerWebhook('http://eski-adres.test/hook');
    await cargo.registerWebhook('http://127.0.0.1/hook');
    const shipment = await cargo.createShipment(request(ankara));
    await cargo.acceptOffer(shipment.offers.cheapest!.offerId);

    await cargo.tick();
    clock = new Date(clock.getTime() + 90_000);
    await cargo.tick();
    expect(posted).toEqual([
      { url: 'http://127.0.0.1/hook', id: `${shipment.id}:0` },
      { url: 'http://127.0.0.1/hook', id: `${shipment.id}:1` },
    ]);

    downUp = true;
    await cargo.tick();
    await cargo.tick();
    expect(posted.slice(2)).toEqual([{ url: 'http://eski-adres.test/hook', id: `${shipment.id}:1` }]);
  });

  it('cancels before pickup', async () => {
    const cargo = createSandboxCargoProvider();
    const shipment = await cargo.createShipment(request(kadikoy));
    await cargo.acceptOffer(shipment.offers.list[0].offerId);
    expect((await cargo.cancelShipment(shipment.id)).status).toBe('CANCELED');
    await expect(cargo.cancelShipment(shipment.id)).rejects.toBeInstanceOf(CargoError);
  });
});

describe('the HTTP adapter against a fake aggregator on loopback', () => {
  let fake: Awaited<ReturnType<typeof startFakeAggregator>>;
  let cargo: ReturnType<typeof createHttpCargoProvider>;
  beforeAll(async () => {
    fake = await startFakeAggregator({ token: 'gizli-anahtar' });
    cargo = createHttpCargoProvider({ baseUrl: fake.url, token: 'gizli-anahtar', retryBaseMs: 5 });
  });
  afterAll(() => fake.close());

  it('sends the bearer token and reads the envelope: offers in kuruş, a PDF label', async () => {
    const shipment = await cargo.createShipment(request(ankara));
    expect(shipment.offers.list.find((offer) => offer.providerServiceCode === 'YURTICI_STANDART')!.amount).toBe(12_850);
    const bought = await cargo.acceptOffer(shipment.offers.cheapest!.offerId);
    expect(bought.amount).toBe(shipment.offers.cheapest!.amount);
    expect(await pdfText(await cargo.getLabel(shipment.id))).toContain(bought.shipment.trackingNumber!);
    expect(fake.requests.every((entry) => entry.authorization === 'Bearer gizli-anahtar')).toBe(true);
  });

  it('waits and tries again after a 429, then succeeds', async () => {
    fake.script('GET /providers', { status: 429, message: 'Çok fazla istek' });
    const before = fake.requests.length;
    const carriers = await cargo.listCarriers();
    expect(carriers.map((carrier) => carrier.code)).toContain('HEPSIJET');
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives up after its retries on 5xx', async () => {
    fake.script('GET /providers', { status: 503 }, { status: 500 }, { status: 502 }, { status: 503 });
    const before = fake.requests.length;
    await expect(cargo.listCarriers()).rejects.toMatchObject({ status: 503 });
    expect(fake.requests.length - before).toBe(4);
  });

  it('surfaces result: false with its message and additional message', async () => {
    const shipment = await cargo.createShipment(request(ankara));
    fake.script('POST /transactions', { status: 200, resultFalse: true, code: 'BALANCE', message: 'Teklif kabul edilemedi', additionalMessage: 'Yetersiz bakiye: 12,50 TL eksik.' });
    const error = await cargo.acceptOffer(shipment.offers.list[0].offerId).catch((caught) => caught);
    expect(error).toBeInstanceOf(CargoError);
    expect(error).toMatchObject({ code: 'BALANCE', message: 'Teklif kabul edilemedi', additionalMessage: 'Yetersiz bakiye: 12,50 TL eksik.' });
  });

  it('refuses a wrong token and times out a silent server', async () => {
    const wrong = createHttpCargoProvider({ baseUrl: fake.url, token: 'yanlis', retryBaseMs: 5 });
    await expect(wrong.listCarriers()).rejects.toMatchObject({ status: 401, message: 'Geçersiz API anahtarı.' });
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const slow = createHttpCargoProvider({ baseUrl: `http://127.0.0.1:${port}`, token: 'x', timeoutMs: 100, retries: 1, retryBaseMs: 5 });
    await expect(slow.listCarriers()).rejects.toMatchObject({ code: 'TIMEOUT' });
    silent.close();
  });
});
