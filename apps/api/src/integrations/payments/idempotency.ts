import { failure, providerErrors } from './errors';
import type { Payment, PaymentFailure, PaymentRequest } from './provider';

/**
 * One run per key at a time in this process: a double click's second call waits for the first
 * and gets its answer. Across processes the caller's own lock (the order row) does this.
 */
export function singleFlight() {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, operation: () => Promise<T>): Promise<T> => {
    const current = running.get(key) as Promise<T> | undefined;
    if (current) return current;
    const run = operation().finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}

/** A payment already made under this request's conversationId: the same basket, or a conflict. */
export function replayPayment(existing: Payment, request: PaymentRequest): ({ ok: true } & Payment) | PaymentFailure {
  const same =
    existing.basketId === request.basketId &&
    existing.price === request.price &&
    existing.paidPrice === (request.paidPrice ?? request.price);
  return same ? { ok: true, ...existing } : failure(providerErrors.idempotencyConflict);
}
