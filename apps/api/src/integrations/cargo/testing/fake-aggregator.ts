import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isCargoError } from '../errors';
import { createSandboxCargoProvider, type SandboxCargoOptions } from '../sandbox';
import { offerToWire, requestFromWire, shipmentToWire, transactionToWire, type WireShipmentRequest } from '../wire';

/** A scripted answer for the next request(s) on a path: an HTTP status with the envelope, or `result: false` with 200. */
export interface ScriptedFailure {
  status: number;
  message?: string;
  code?: string;
  additionalMessage?: string;
  /** Answer HTTP 200 with `result: false`. */
  resultFalse?: boolean;
}

/**
 * A fake cargo aggregator on loopback, for the HTTP adapter's tests: the aggregator's paths,
 * bearer check and envelope, its behaviour from the sandbox, and failures scripted per path.
 */
export async function startFakeAggregator(options: { token: string } & SandboxCargoOptions) {
  const sandbox = createSandboxCargoProvider(options);
  const scripts = new Map<string, ScriptedFailure[]>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, data: unknown) => send(res, 200, { result: true, message: '', code: '', additionalMessage: '', data });

  async function readBody(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ method, path, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${options.token}`) return send(res, 401, { result: false, code: 'UNAUTHORIZED', message: 'Geçersiz API anahtarı.' });
    const scripted = scripts.get(`${method} ${path}`)?.shift();
    if (scripted) {
      const envelope = { result: false, code: scripted.code ?? `E${scripted.status}`, message: scripted.message ?? 'Sunucu hatası', additionalMessage: scripted.additionalMessage ?? '' };
      return send(res, scripted.resultFalse ? 200 : scripted.status, envelope);
    }
    const body = await readBody(req);
    const shipment = path === '/shipments/price' ? null : /^\/shipments\/([^/]+)(\/label|\/return)?$/.exec(path);
    if (method === 'GET' && path === '/providers') return ok(res, await sandbox.listCarriers());
    if (method === 'POST' && path === '/shipments/price') return ok(res, (await sandbox.quote(requestFromWire(body as WireShipmentRequest))).map(offerToWire));
    if (method === 'POST' && path === '/shipments') return ok(res, shipmentToWire(await sandbox.createShipment(requestFromWire(body as WireShipmentRequest))));
    if (method === 'POST' && path === '/transactions') return ok(res, transactionToWire(await sandbox.acceptOffer(String(body?.offerID))));
    if (method === 'POST' && path === '/webhooks') return ok(res, await sandbox.registerWebhook(String(body?.url)));
    if (shipment && method === 'GET' && !shipment[2]) return ok(res, shipmentToWire(await sandbox.getShipment(shipment[1])));
    if (shipment && method === 'DELETE' && !shipment[2]) return ok(res, shipmentToWire(await sandbox.cancelShipment(shipment[1])));
    if (shipment && method === 'GET' && shipment[2] === '/label') {
      const pdf = await sandbox.getLabel(shipment[1]);
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
      return res.end(pdf);
    }
    if (shipment && method === 'POST' && shipment[2] === '/return') return ok(res, transactionToWire(await sandbox.createReturn(shipment[1])));
    return send(res, 404, { result: false, code: 'NOT_FOUND', message: 'Bulunamadı.' });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      if (isCargoError(error)) send(res, error.status || 400, { result: false, code: error.code, message: error.message, additionalMessage: error.additionalMessage ?? '' });
      else send(res, 500, { result: false, code: 'INTERNAL', message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sandbox,
    /** The next requests on `METHOD /path` answer these failures, in order. */
    script(key: string, ...failures: ScriptedFailure[]) {
      scripts.set(key, [...(scripts.get(key) ?? []), ...failures]);
    },
    async close() {
      await sandbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
