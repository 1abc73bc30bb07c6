import { randomInt, randomUUID } from 'node:crypto';
import { sandboxCarriers, sandboxTariffs } from './carriers';
import { CargoError, cargoErrorMessages } from './errors';
import { billableDesi, distanceBand, maxDesi, priceOf } from './pricing';
import type { CargoOffer, CargoOffers, CargoProvider, CargoShipment, CargoStatus, CargoTransaction, CreateShipmentRequest, TrackingCode, TrackingEvent } from './provider';
import { type CargoSandboxStore, createMemoryCargoStore, type SandboxShipmentRecord } from './sandbox-store';

export interface SandboxCargoOptions {
  store?: CargoSandboxStore;
  /** The clock tracking runs on (tests move it). */
  now?: () => Date;
  /** Time between two tracking steps; 2 minutes by default so a demo delivers in 8 minutes. */
  stepMs?: number;
  /** How often the clock posts new tracking to the webhooks; 0 = never by itself (tests call `tick`). */
  tickMs?: number;
  /** Posts one webhook event; `fetch` by default. */
  deliver?: (url: string, body: unknown) => Promise<void>;
  onError?: (error: unknown) => void;
}

interface Step {
  status: CargoStatus;
  trackingCode: TrackingCode;
  description: string;
  where: 'sender' | 'hub' | 'recipient';
}

const forward: Step[] = [
  { status: 'TRACKING_CODE_CREATED', trackingCode: 'PRE_TRANSIT', description: 'Gönderi kaydı oluşturuldu, etiket hazır.', where: 'sender' },
  { status: 'SHIPPED', trackingCode: 'TRANSIT', description: 'Kargo şubesi gönderiyi teslim aldı.', where: 'sender' },
  { status: 'SHIPPED', trackingCode: 'TRANSIT', description: 'Gönderi transfer merkezinde.', where: 'hub' },
  { status: 'SHIPPED', trackingCode: 'TRANSIT', description: 'Gönderi dağıtıma çıktı.', where: 'recipient' },
  { status: 'DELIVERED', trackingCode: 'DELIVERED', description: 'Gönderi alıcıya teslim edildi.', where: 'recipient' },
];

const backward: Step[] = [
  { status: 'RETURN_CREATED', trackingCode: 'PRE_TRANSIT', description: 'İade kaydı oluşturuldu, etiket hazır.', where: 'sender' },
  { status: 'RETURN_SHIPPED', trackingCode: 'TRANSIT', description: 'İade gönderisi kargo şubesine teslim edildi.', where: 'sender' },
  { status: 'RETURN_SHIPPED', trackingCode: 'TRANSIT', description: 'İade gönderisi transfer merkezinde.', where: 'hub' },
  { status: 'RETURNED', trackingCode: 'RETURNED', description: 'İade gönderisi satıcıya teslim edildi.', where: 'recipient' },
];

const trackingPrefix: Record<string, string> = { YURTICI: 'YK', ARAS: 'AR', MNG: 'MN', PTT: 'PT', SURAT: 'SR', HEPSIJET: 'HJ', KOLAYGELSIN: 'KG' };

/** Cheapest: lowest price, then fewer days. Fastest: fewest days, then lower price. */
export function rankOffers(list: CargoOffer[]): CargoOffers {
  const cheapest = [...list].sort((a, b) => a.amount - b.amount || a.estimatedDays - b.estimatedDays)[0] ?? null;
  const fastest = [...list].sort((a, b) => a.estimatedDays - b.estimatedDays || a.amount - b.amount)[0] ?? null;
  return { percentageCompleted: 100, cheapest, fastest, list };
}

/** The sandbox's offers for a parcel between two cities (pure; exported for the tariff's tests). */
export function quote(request: Pick<CreateShipmentRequest, 'sender' | 'recipient' | 'parcel'>, offerId: () => string = randomUUID): CargoOffer[] {
  const band = distanceBand(request.sender.cityCode, request.recipient.cityCode);
  if (band === null) throw new CargoError('UNKNOWN_CITY', cargoErrorMessages.unknownCity, null, 400);
  const desi = billableDesi(request.parcel);
  if (desi > maxDesi) throw new CargoError('TOO_HEAVY', cargoErrorMessages.tooHeavy, null, 400);
  return sandboxTariffs.map((tariff) => {
    const carrier = sandboxCarriers.find((item) => item.code === tariff.providerCode)!;
    return {
      offerId: offerId(),
      providerCode: tariff.providerCode,
      providerName: carrier.name,
      providerServiceCode: tariff.code,
      serviceName: tariff.name,
      amount: priceOf(tariff, desi, band),
      estimatedDays: tariff.days[band],
      desi,
    };
  });
}

/**
 * The in-process aggregator: offers from the tariff (pricing.ts), labels as real PDFs, tracking
 * that advances one step every `stepMs` after the label is bought (deterministic from the
 * elapsed time) and is posted to the registered webhooks by a clock.
 */
export function createSandboxCargoProvider(options: SandboxCargoOptions = {}): CargoProvider & { tick(): Promise<void> } {
  const store = options.store ?? createMemoryCargoStore();
  const now = options.now ?? (() => new Date());
  const stepMs = options.stepMs ?? 120_000;
  const deliver =
    options.deliver ??
    (async (url: string, body: unknown) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    });

  const load = async (id: string) => {
    const record = await store.get('shipment', id);
    if (!record) throw new CargoError('NOT_FOUND', cargoErrorMessages.shipmentNotFound, null, 404);
    return record;
  };

  const stepsOf = (record: SandboxShipmentRecord) => (record.isReturn ? backward : forward);
  const currentStep = (record: SandboxShipmentRecord) => {
    if (!record.acceptedAt) return -1;
    const elapsed = now().getTime() - new Date(record.acceptedAt).getTime();
    return Math.min(stepsOf(record).length - 1, Math.max(0, Math.floor(elapsed / stepMs)));
  };

  function view(record: SandboxShipmentRecord): CargoShipment {
    const offer = record.offers.find((item) => item.offerId === record.acceptedOfferId) ?? null;
    const step = record.canceledAt ? -1 : currentStep(record);
    const steps = stepsOf(record);
    const { sender, recipient } = record.request;
    const events: TrackingEvent[] = steps.slice(0, step + 1).map((item, index) => ({
      status: item.status,
      trackingCode: item.trackingCode,
      description: item.description,
      location:
        item.where === 'sender' ? `${sender.districtName} / ${sender.cityName}` : item.where === 'recipient' ? `${recipient.districtName} / ${recipient.cityName}` : `${recipient.cityName} aktarma merkezi`,
      at: new Date(new Date(record.acceptedAt!).getTime() + index * stepMs).toISOString(),
    }));
    const last = events.at(-1);
    const status: CargoStatus = record.canceledAt ? 'CANCELED' : (last?.status ?? (record.offers.length ? 'GOT_OFFERS' : 'CREATED'));
    const carrier = offer && sandboxCarriers.find((item) => item.code === offer.providerCode);
    return {
      id: record.id,
      status,
      isReturn: record.isReturn,
      offers: record.isReturn ? rankOffers(offer ? [offer] : []) : rankOffers(record.offers),
      acceptedOfferId: record.acceptedOfferId,
      providerCode: offer?.providerCode ?? null,
      providerServiceCode: offer?.providerServiceCode ?? null,
      trackingNumber: record.trackingNumber,
      trackingUrl: record.trackingNumber && carrier ? `${carrier.website}/kargo-takip?kod=${record.trackingNumber}` : null,
      barcode: record.trackingNumber,
      trackingCode: last?.trackingCode ?? null,
      events,
      createdAt: record.createdAt,
      updatedAt: last?.at ?? record.createdAt,
    };
  }

  const newTrackingNumber = (providerCode: string) => `${trackingPrefix[providerCode] ?? 'PZ'}${String(randomInt(10 ** 9, 10 ** 10))}`;

  async function buyLabel(record: SandboxShipmentRecord, offerId: string): Promise<CargoTransaction> {
    const at = now().toISOString();
    const offer = record.offers.find((item) => item.offerId === offerId)!;
    record.acceptedOfferId = offerId;
    record.acceptedAt = at;
    record.trackingNumber = newTrackingNumber(offer.providerCode);
    await store.put('shipment', record.id, record);
    await store.put('active', record.id, record.id);
    return { id: randomUUID(), offerId, amount: offer.amount, shipment: view(record), createdAt: at };
  }

  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;

  async function tickOnce() {
    const webhooks = await store.list('webhook');
    for (const id of await store.list('active')) {
      const record = await store.get('shipment', id);
      if (!record || record.canceledAt) {
        await store.remove('active', id);
        continue;
      }
      const step = currentStep(record);
      if (step <= record.notifiedStep) continue;
      const shipment = view(record);
      // Each webhook on its own, as an aggregator delivers: one that is down (a receiver that moved,
      // a partner's endpoint) is tried again on the next tick without holding up the others.
      const notified = (record.notifiedWebhooks ??= {});
      let missed = false;
      for (const webhook of webhooks) {
        if ((notified[webhook.id] ?? record.notifiedStep) >= step) continue;
        try {
          await deliver(webhook.url, { id: `${record.id}:${step}`, event: 'TRACK_UPDATED', data: shipment });
          notified[webhook.id] = step;
        } catch (error) {
          options.onError?.(error);
          missed = true; // tried again on the next tick; the receiver is idempotent
        }
      }
      if (!missed) {
        record.notifiedStep = step;
        record.notifiedWebhooks = {};
      }
      await store.put('shipment', record.id, record);
      if (missed) continue;
      if (step === stepsOf(record).length - 1) await store.remove('active', record.id);
    }
  }

  const provider = {
    name: 'sandbox' as const,
    async listCarriers() {
      return structuredClone(sandboxCarriers);
    },
    async quote(request: Pick<CreateShipmentRequest, 'sender' | 'recipient' | 'parcel'>) {
      return quote(request);
    },
    async createShipment(request: CreateShipmentRequest) {
      const record: SandboxShipmentRecord = {
        id: randomUUID(),
        request,
        isReturn: false,
        returnOf: null,
        offers: quote(request),
        acceptedOfferId: null,
        acceptedAt: null,
        trackingNumber: null,
        canceledAt: null,
        notifiedStep: -1,
        createdAt: now().toISOString(),
      };
      await store.put('shipment', record.id, record);
      for (const offer of record.offers) await store.put('offer', offer.offerId, record.id);
      return view(record);
    },
    async acceptOffer(offerId: string) {
      const shipmentId = await store.get('offer', offerId);
      if (!shipmentId) throw new CargoError('OFFER_NOT_FOUND', cargoErrorMessages.offerNotFound, null, 404);
      const record = await load(shipmentId);
      if (record.canceledAt) throw new CargoError('CANCELED', cargoErrorMessages.alreadyCanceled, null, 422);
      if (record.acceptedOfferId) throw new CargoError('OFFER_TAKEN', cargoErrorMessages.offerTaken, null, 409);
      return buyLabel(record, offerId);
    },
    async getShipment(id: string) {
      return view(await load(id));
    },
    async getLabel(id: string) {
      const record = await load(id);
      const offer = record.offers.find((item) => item.offerId === record.acceptedOfferId);
      if (!offer || !record.trackingNumber || !record.acceptedAt) throw new CargoError('NO_LABEL', cargoErrorMessages.noLabel, null, 404);
      // pdfkit and the barcode writer load with the first label, not with the app (issue 29).
      const { renderLabel } = await import('./label');
      return renderLabel({
        trackingNumber: record.trackingNumber,
        carrierName: offer.providerName,
        serviceName: offer.serviceName,
        sender: record.request.sender,
        recipient: record.request.recipient,
        orderNumber: record.request.orderNumber,
        desi: offer.desi,
        isReturn: record.isReturn,
        createdAt: new Date(record.acceptedAt),
      });
    },
    async cancelShipment(id: string) {
      const record = await load(id);
      if (record.canceledAt) throw new CargoError('CANCELED', cargoErrorMessages.alreadyCanceled, null, 422);
      if (currentStep(record) >= 1) throw new CargoError('PICKED_UP', cargoErrorMessages.cannotCancel, 'Gönderi kargo firmasına teslim edildi.', 422);
      record.canceledAt = now().toISOString();
      await store.put('shipment', record.id, record);
      await store.remove('active', record.id);
      return view(record);
    },
    async createReturn(id: string) {
      const original = await load(id);
      const shipment = view(original);
      if (shipment.status !== 'DELIVERED') throw new CargoError('NOT_DELIVERED', cargoErrorMessages.returnNeedsDelivered, null, 422);
      const used = original.offers.find((item) => item.offerId === original.acceptedOfferId)!;
      const request: CreateShipmentRequest = { ...original.request, sender: original.request.recipient, recipient: original.request.sender };
      const [offer] = quote(request).filter((item) => item.providerServiceCode === used.providerServiceCode);
      const record: SandboxShipmentRecord = {
        id: randomUUID(),
        request,
        isReturn: true,
        returnOf: original.id,
        offers: [offer],
        acceptedOfferId: null,
        acceptedAt: null,
        trackingNumber: null,
        canceledAt: null,
        notifiedStep: -1,
        createdAt: now().toISOString(),
      };
      await store.put('offer', offer.offerId, record.id);
      return buyLabel(record, offer.offerId);
    },
    async registerWebhook(url: string) {
      const webhook = { id: randomUUID(), url, createdAt: now().toISOString() };
      await store.put('webhook', webhook.id, webhook);
      return webhook;
    },
    async deleteWebhook(id: string) {
      await store.remove('webhook', id);
    },
    /** Posts tracking that moved since the last tick (one run at a time). */
    async tick() {
      ticking ??= tickOnce().finally(() => (ticking = null));
      await ticking;
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
    },
  };
  if (options.tickMs) {
    timer = setInterval(() => void provider.tick().catch((error) => options.onError?.(error)), options.tickMs);
    timer.unref();
  }
  return provider;
}
