import { createHmac, timingSafeEqual } from 'node:crypto';
import { signaturePrice } from './money';

const hmacHex = (secretKey: string, data: string) => createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');

/**
 * IYZWSv2: hex HMAC-SHA256, keyed with the secret key, over randomKey + uriPath + the exact JSON
 * body sent (path without host or query), in `Authorization: IYZWSv2 base64(apiKey:…&randomKey:…&signature:…)`.
 */
export function signRequest(options: { apiKey: string; secretKey: string; randomKey: string; path: string; body: string }) {
  const signature = hmacHex(options.secretKey, options.randomKey + options.path + options.body);
  const params = `apiKey:${options.apiKey}&randomKey:${options.randomKey}&signature:${signature}`;
  return { signature, authorization: `IYZWSv2 ${Buffer.from(params, 'utf8').toString('base64')}` };
}

/** The parts of an IYZWSv2 Authorization header, or null when it is not one. */
export function parseAuthorization(header: string | undefined) {
  const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const params = new Map<string, string>();
  for (const part of Buffer.from(match[1], 'base64').toString('utf8').split('&')) {
    const colon = part.indexOf(':');
    if (colon > 0) params.set(part.slice(0, colon), part.slice(colon + 1));
  }
  const apiKey = params.get('apiKey');
  const randomKey = params.get('randomKey');
  const signature = params.get('signature');
  return apiKey && randomKey && signature ? { apiKey, randomKey, signature } : null;
}

/** Equal hex strings, compared in constant time. */
export function sameSignature(expected: string, actual: unknown): boolean {
  if (typeof actual !== 'string' || actual.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase()), Buffer.from(actual.toLowerCase()));
}

/** Which response fields iyzico signs, in order. */
export const signedFields = {
  payment: ['paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price'],
  threeDSInitialize: ['paymentId', 'conversationId'],
} as const;

export type SignedResponse = keyof typeof signedFields;

const priceFields = new Set(['paidPrice', 'price']);

/**
 * iyzico's response signature: hex HMAC-SHA256 over the listed fields joined by ':', an absent
 * field as '' and prices without trailing zeros (its SDKs' BigDecimal.stripTrailingZeros).
 */
export function responseSignature(secretKey: string, kind: SignedResponse, response: Record<string, unknown>): string {
  const values = signedFields[kind].map((field) => {
    const value = response[field];
    if (value === undefined || value === null) return '';
    return priceFields.has(field) ? signaturePrice(value) : String(value);
  });
  return hmacHex(secretKey, values.join(':'));
}
