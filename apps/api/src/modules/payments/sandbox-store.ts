import { like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SandboxStore } from '../../integrations/payments';
import { paymentSandboxState } from '../../db/schema/orders';

/**
 * The sandbox provider's state in `payment_sandbox_state` (key `kind:id`, JSON value), so
 * `npm start` keeps sub-merchant keys, payments and escrow across restarts. Runs on the app's
 * database handle, never inside a caller's transaction: callers reach the provider only outside
 * their own transactions (PGlite has one connection; a transaction would wait on itself).
 */
export function createDbSandboxStore(db: Db): SandboxStore {
  const keyOf = (kind: string, id: string) => `${kind}:${id}`;
  return {
    async get(kind, id) {
      const [row] = await db
        .select({ value: paymentSandboxState.value })
        .from(paymentSandboxState)
        .where(sql`${paymentSandboxState.key} = ${keyOf(kind, id)}`);
      return (row?.value ?? null) as never;
    },
    async put(kind, id, value) {
      await db
        .insert(paymentSandboxState)
        .values({ key: keyOf(kind, id), value })
        .onConflictDoUpdate({ target: paymentSandboxState.key, set: { value, updatedAt: new Date() } });
    },
    async list(kind) {
      const rows = await db
        .select({ value: paymentSandboxState.value })
        .from(paymentSandboxState)
        .where(like(paymentSandboxState.key, `${kind}:%`));
      return rows.map((row) => row.value) as never;
    },
  };
}
