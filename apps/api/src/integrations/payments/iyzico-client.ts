import { randomBytes } from 'node:crypto';
import { failure, failureFromProvider, transportErrors } from './errors';
import type { PaymentFailure, PaymentLogger } from './provider';
import { type SignedResponse, responseSignature, sameSignature, signRequest } from './signing';

export interface IyzicoClientOptions {
  apiKey: string;
  secretKey: string;
  /** https://sandbox-api.iyzipay.com or https://api.iyzipay.com */
  baseUrl: string;
  /** Per request; a payment waits on the bank, so this is generous. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger?: PaymentLogger;
}

export type Envelope = Record<string, unknown>;
export type CallResult = { ok: true; body: Envelope } | PaymentFailure;

/**
 * One signed JSON call to iyzico. Never throws: network faults, timeouts, unreadable answers and
 * bad response signatures come back as failures. Decides by `status`, not the HTTP code. Logs
 * path, conversationId, outcome and time only, never a body (it holds the card).
 */
export function createIyzicoClient(options: IyzicoClientOptions) {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return async function call(method: 'POST' | 'PUT', path: string, payload: Envelope, signed?: SignedResponse): Promise<CallResult> {
    const body = JSON.stringify({ locale: 'tr', ...payload });
    const randomKey = `${Date.now()}${randomBytes(8).toString('hex')}`;
    const { authorization } = signRequest({ apiKey: options.apiKey, secretKey: options.secretKey, randomKey, path, body });
    const started = Date.now();
    const log = (details: object) =>
      options.logger?.info(
        { provider: 'iyzico', path, conversationId: payload.conversationId, ms: Date.now() - started, ...details },
        'payment provider call',
      );

    let text: string;
    try {
      const response = await send(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: authorization, 'x-iyzi-rnd': randomKey, 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const result = failure(timedOut ? transportErrors.timeout : transportErrors.network);
      log({ status: 'failure', errorCode: result.errorCode, cause: (error as { cause?: { code?: string } })?.cause?.code });
      return result;
    }

    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      envelope = null;
    }
    if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope)) {
      log({ status: 'failure', errorCode: transportErrors.invalidResponse.errorCode });
      return failure(transportErrors.invalidResponse);
    }
    const result = envelope as Envelope;
    if (result.status !== 'success') {
      const refused = failureFromProvider(result);
      log({ status: 'failure', errorCode: refused.errorCode, errorGroup: refused.errorGroup });
      return refused;
    }
    if (signed && !sameSignature(responseSignature(options.secretKey, signed, result), result.signature)) {
      options.logger?.warn({ provider: 'iyzico', path, conversationId: payload.conversationId, paymentId: result.paymentId }, 'iyzico response signature mismatch');
      return failure(transportErrors.signatureMismatch);
    }
    log({ status: 'success', paymentId: result.paymentId });
    return { ok: true, body: result };
  };
}

export type IyzicoCall = ReturnType<typeof createIyzicoClient>;
