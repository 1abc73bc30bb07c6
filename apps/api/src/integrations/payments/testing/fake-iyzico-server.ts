import { createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerErrors } from '../errors';
import type { PaymentFailure, PaymentResult } from '../provider';
import { type SandboxBank, createSandboxBank } from '../sandbox-bank';
import { type SignedResponse, parseAuthorization, responseSignature, sameSignature } from '../signing';
import { acsPath, renderAcsNotFound, renderAcsRedirect } from './fake-iyzico-3ds';
import { fakeRequests } from './fake-iyzico-requests';

type Json = Record<string, unknown>;

export interface FakeIyzicoOptions {
  apiKey?: string;
  secretKey?: string;
  now?: () => Date;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** JSON, or the form fields of a browser's post to the mock ACS. */
  body: Json | null;
  /** Whether its IYZWSv2 header checked out (the mock ACS takes none). */
  signed: boolean;
}

/** What the next answer does instead of going out as is (one-shot). */
type NextAnswer = { kind: 'edit'; edit: (body: Json) => void } | { kind: 'drop' } | { kind: 'delay'; ms: number } | { kind: 'raw'; text: string };

/**
 * A local iyzico for the adapter's tests: the same paths, IYZWSv2 request check (401 with a
 * failure envelope when wrong), envelopes, signed responses, test cards, basket rule and escrow.
 * The business behaviour is the sandbox bank's; this side reads and writes iyzico's wire format
 * with its own decimal parsing. Like iyzico it is not idempotent: a second auth charges again.
 * Its 3DS goes through a mock ACS on its own host, as iyzico's does (fake-iyzico-3ds.ts).
 */
export async function startFakeIyzico(options: FakeIyzicoOptions = {}) {
  const apiKey = options.apiKey ?? 'sandbox-fake-api-key';
  const secretKey = options.secretKey ?? 'sandbox-fake-secret-key';
  const bank = createSandboxBank({ now: options.now });
  const requests: RecordedRequest[] = [];
  const nextAnswers: NextAnswer[] = [];
  const read = fakeRequests;
  /** The bank page of each 3DS payment, which the mock ACS shows. */
  const bankPages = new Map<string, string>();
  let url = '';

  const envelope = (request: Json | null, data: Json): Json => ({
    status: 'success',
    locale: request?.locale ?? 'tr',
    systemTime: Date.now(),
    conversationId: request?.conversationId,
    ...data,
  });
  const refusal = (request: Json | null, error: Omit<PaymentFailure, 'ok'>): Json => ({
    status: 'failure',
    errorCode: error.errorCode,
    errorMessage: error.errorMessage,
    errorGroup: error.errorGroup,
    locale: request?.locale ?? 'tr',
    systemTime: Date.now(),
    conversationId: request?.conversationId,
  });
  const signed = (kind: SignedResponse, body: Json): Json => ({ ...body, signature: responseSignature(secretKey, kind, body) });
  const answer = <T extends object>(request: Json, result: PaymentResult<T>, toData: (value: T) => Json): Json =>
    result.ok ? envelope(request, toData(result)) : refusal(request, result);

  function authorised(req: IncomingMessage, path: string, raw: string): boolean {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth || auth.apiKey !== apiKey || req.headers['x-iyzi-rnd'] !== auth.randomKey) return false;
    const expected = createHmac('sha256', secretKey).update(auth.randomKey + path + raw).digest('hex');
    return sameSignature(expected, auth.signature);
  }

  async function route(method: string, path: string, body: Json): Promise<Json | null> {
    const payment = (result: PaymentResult<Parameters<typeof read.paymentJson>[0]>) =>
      result.ok ? signed('payment', envelope(body, read.paymentJson(result))) : refusal(body, result);
    switch (`${method} ${path}`) {
      case 'POST /onboarding/submerchant': {
        const details = read.subMerchant(body);
        if (!details) return refusal(body, providerErrors.invalidSubMerchant);
        return answer(body, await bank.createSubMerchant(details), (created) => ({ subMerchantKey: created.subMerchantKey }));
      }
      case 'PUT /onboarding/submerchant': {
        const existing = await bank.store.get('subMerchant', String(body.subMerchantKey ?? ''));
        if (!existing) return refusal(body, providerErrors.subMerchantNotFound);
        const details = read.subMerchant({ ...body, subMerchantType: existing.type, subMerchantExternalId: existing.externalId });
        if (!details) return refusal(body, providerErrors.invalidSubMerchant);
        return answer(body, await bank.updateSubMerchant({ ...details, subMerchantKey: existing.subMerchantKey }), (updated) => ({
          subMerchantKey: updated.subMerchantKey,
        }));
      }
      case 'POST /onboarding/submerchant/detail': {
        const found = await bank.findSubMerchant(String(body.subMerchantExternalId ?? ''));
        return answer(body, found, (record) => read.subMerchantJson(record));
      }
      case 'POST /payment/auth': {
        const request = read.payment(body);
        return request ? payment(await bank.authorize(request)) : refusal(body, providerErrors.invalidRequest);
      }
      case 'POST /payment/detail': {
        const query = body.paymentId ? { paymentId: String(body.paymentId) } : { conversationId: String(body.paymentConversationId ?? '') };
        return payment(await bank.findPayment(query));
      }
      case 'POST /payment/3dsecure/initialize': {
        const request = read.payment(body);
        if (!request || typeof body.callbackUrl !== 'string') return refusal(body, providerErrors.invalidRequest);
        const started = await bank.initializeThreeDS({ ...request, callbackUrl: body.callbackUrl });
        if (!started.ok) return refusal(body, started);
        bankPages.set(started.paymentId, started.htmlContent);
        const html = renderAcsRedirect({ acsUrl: `${url}${acsPath}`, paymentId: started.paymentId });
        const data = envelope(body, { paymentId: started.paymentId, threeDSHtmlContent: Buffer.from(html).toString('base64') });
        return signed('threeDSInitialize', data);
      }
      case 'POST /payment/3dsecure/auth':
        return payment(await bank.completeThreeDS({ paymentId: String(body.paymentId ?? ''), conversationData: body.conversationData as string | undefined }));
      case 'POST /payment/iyzipos/item/approve':
        return answer(body, await bank.approveItem(String(body.paymentTransactionId ?? '')), read.decisionJson);
      case 'POST /payment/iyzipos/item/disapprove':
        return answer(body, await bank.disapproveItem(String(body.paymentTransactionId ?? '')), read.decisionJson);
      case 'POST /payment/refund': {
        const amount = read.kurus(body.price);
        if (amount === null || amount <= 0 || !body.ip) return refusal(body, providerErrors.invalidRequest);
        const refunded = await bank.refundItem({ paymentTransactionId: String(body.paymentTransactionId ?? ''), amount });
        return answer(body, refunded, (refund) => ({
          paymentId: refund.paymentId,
          paymentTransactionId: refund.paymentTransactionId,
          price: refund.amount / 100,
          currency: 'TRY',
        }));
      }
      case 'POST /payment/cancel': {
        if (!body.ip) return refusal(body, providerErrors.invalidRequest);
        const cancelled = await bank.cancelPayment(String(body.paymentId ?? ''));
        return answer(body, cancelled, (cancel) => ({ paymentId: cancel.paymentId, price: cancel.amount / 100, currency: 'TRY' }));
      }
      case 'POST /reporting/settlement/payoutcompleted': {
        const listed = await bank.listPayouts(String(body.date ?? '').slice(0, 10));
        return answer(body, listed, ({ payouts }) => ({
          payoutCompletedTransactions: payouts.map((payout) => ({
            paymentTransactionId: payout.paymentTransactionId,
            payoutAmount: payout.amount / 100,
            payoutType: payout.payoutType,
            subMerchantKey: payout.subMerchantKey ?? undefined,
            currency: payout.currency,
          })),
        }));
      }
      default:
        return null;
    }
  }

  /** The buyer's browser posting the 3DS form (form-urlencoded, no IYZWSv2): the bank page. */
  function answerAcs(req: IncomingMessage, res: ServerResponse, raw: string) {
    const form = Object.fromEntries(new URLSearchParams(raw));
    requests.push({ method: 'POST', path: acsPath, headers: req.headers, body: form, signed: false });
    const page = bankPages.get(form.paymentId ?? '');
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page ?? renderAcsNotFound());
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'POST' && path === acsPath) return answerAcs(req, res, raw);
    let body: Json | null = null;
    try {
      body = JSON.parse(raw) as Json;
    } catch {
      body = null;
    }
    const signed = authorised(req, path, raw);
    requests.push({ method: req.method ?? '', path, headers: req.headers, body, signed });
    const send = (status: number, json: Json) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };

    if (!signed) return send(401, refusal(body, providerErrors.invalidSignature));
    if (!body) return send(400, refusal(null, providerErrors.invalidRequest));
    const result = await route(req.method ?? '', path, body);
    if (!result) return send(404, refusal(body, { errorCode: '404', errorGroup: 'NOT_FOUND', errorMessage: 'Bilinmeyen adres.' }));

    const next = nextAnswers.shift();
    if (next?.kind === 'drop') return void req.socket.destroy();
    if (next?.kind === 'raw') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      return void res.end(next.text);
    }
    if (next?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, next.ms));
    if (next?.kind === 'edit') next.edit(result);
    // Business refusals travel with HTTP 200, as iyzico's do: only `status` tells.
    send(200, result);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiKey,
    secretKey,
    bank: bank as SandboxBank,
    /** Every request received, card and all: test support only. */
    requests,
    /** Change the next answer after it is signed (to test the adapter's signature check). */
    editNextAnswer: (edit: (body: Json) => void) => nextAnswers.push({ kind: 'edit', edit }),
    /** Do the work, then cut the connection: the charge happens, the answer is lost. */
    dropNextAnswer: () => nextAnswers.push({ kind: 'drop' }),
    delayNextAnswer: (ms: number) => nextAnswers.push({ kind: 'delay', ms }),
    /** Answer the next call with this text (an HTML error page from a proxy, say). */
    rawNextAnswer: (text: string) => nextAnswers.push({ kind: 'raw', text }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeIyzico = Awaited<ReturnType<typeof startFakeIyzico>>;
