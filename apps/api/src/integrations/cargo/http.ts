import { CargoError, cargoErrorMessages } from './errors';
import type { CargoCarrier, CargoProvider, CargoWebhook, CreateShipmentRequest } from './provider';
import { offerFromWire, requestToWire, type WireOffer, shipmentFromWire, transactionFromWire, type WireShipment, type WireTransaction } from './wire';

export interface HttpCargoOptions {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
  /** Per attempt; 10 s by default. */
  timeoutMs?: number;
  /** Attempts after the first on 429 and 5xx; 3 by default. */
  retries?: number;
  /** First back-off; doubled each time (200 ms, 400 ms, 800 ms). A Retry-After header wins, up to 5 s. */
  retryBaseMs?: number;
}

interface Envelope<T> {
  result: boolean;
  message?: string;
  code?: string;
  additionalMessage?: string;
  data?: T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * The aggregator over HTTP: bearer token, the `{ result, message, code, additionalMessage, data }`
 * envelope (an error is a 4xx/5xx or `result: false`), retries with back-off on 429 and 5xx, a
 * time-out per attempt. Accepting an offer twice is refused by the aggregator, so a retried
 * POST /transactions cannot buy two labels.
 */
export function createHttpCargoProvider(options: HttpCargoOptions): CargoProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 200;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${options.token}`, accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        if (attempt < retries) {
          await sleep(retryBaseMs * 2 ** attempt);
          continue;
        }
        throw new CargoError(timedOut ? 'TIMEOUT' : 'UNAVAILABLE', timedOut ? cargoErrorMessages.timeout : cargoErrorMessages.unavailable);
      }
      if (retryable(response.status) && attempt < retries) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await response.body?.cancel();
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 5000) : retryBaseMs * 2 ** attempt);
        continue;
      }
      return response;
    }
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = null;
    }
    if (!response.ok || !envelope || envelope.result !== true) {
      if (!envelope || typeof envelope !== 'object') {
        throw new CargoError(response.ok ? 'INVALID_RESPONSE' : 'UNAVAILABLE', response.ok ? cargoErrorMessages.invalidResponse : cargoErrorMessages.unavailable, null, response.status);
      }
      throw new CargoError(
        envelope.code ?? `HTTP_${response.status}`,
        envelope.message || cargoErrorMessages.unavailable,
        envelope.additionalMessage || null,
        response.status,
      );
    }
    return envelope.data as T;
  }

  return {
    name: 'http',
    listCarriers: () => call<CargoCarrier[]>('GET', '/providers'),
    quote: async (request) =>
      (await call<WireOffer[]>('POST', '/shipments/price', requestToWire({ ...request, orderNumber: '', orderTotal: 0, reference: '' }))).map(offerFromWire),
    createShipment: async (request: CreateShipmentRequest) => shipmentFromWire(await call<WireShipment>('POST', '/shipments', requestToWire(request))),
    acceptOffer: async (offerId) => transactionFromWire(await call<WireTransaction>('POST', '/transactions', { offerID: offerId })),
    getShipment: async (id) => shipmentFromWire(await call<WireShipment>('GET', `/shipments/${encodeURIComponent(id)}`)),
    async getLabel(id) {
      const response = await send('GET', `/shipments/${encodeURIComponent(id)}/label`);
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('application/pdf')) {
        const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
        throw new CargoError(envelope?.code ?? 'NO_LABEL', envelope?.message || cargoErrorMessages.noLabel, envelope?.additionalMessage || null, response.status);
      }
      return Buffer.from(await response.arrayBuffer());
    },
    cancelShipment: async (id) => shipmentFromWire(await call<WireShipment>('DELETE', `/shipments/${encodeURIComponent(id)}`)),
    createReturn: async (id) => transactionFromWire(await call<WireTransaction>('POST', `/shipments/${encodeURIComponent(id)}/return`, { isReturn: true })),
    registerWebhook: (url) => call<CargoWebhook>('POST', '/webhooks', { url }),
    deleteWebhook: async (id) => {
      await call<unknown>('DELETE', `/webhooks/${encodeURIComponent(id)}`);
    },
    async close() {},
  };
}
