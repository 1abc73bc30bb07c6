import { like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CargoSandboxStore } from '../../integrations/cargo';
import { cargoSandboxState } from '../../db/schema/shipping';

/** The sandbox aggregator's state in `cargo_sandbox_state` (key `kind:id`), so `npm start` keeps shipments and tracking across restarts. */
export function createDbCargoStore(db: Db): CargoSandboxStore {
  const keyOf = (kind: string, id: string) => `${kind}:${id}`;
  return {
    async get(kind, id) {
      const [row] = await db.select({ value: cargoSandboxState.value }).from(cargoSandboxState).where(sql`${cargoSandboxState.key} = ${keyOf(kind, id)}`);
      return (row?.value ?? null) as never;
    },
    async put(kind, id, value) {
      await db
        .insert(cargoSandboxState)
        .values({ key: keyOf(kind, id), value })
        .onConflictDoUpdate({ target: cargoSandboxState.key, set: { value, updatedAt: new Date() } });
    },
    async remove(kind, id) {
      await db.delete(cargoSandboxState).where(sql`${cargoSandboxState.key} = ${keyOf(kind, id)}`);
    },
    async list(kind) {
      const rows = await db.select({ value: cargoSandboxState.value }).from(cargoSandboxState).where(like(cargoSandboxState.key, `${kind}:%`));
      return rows.map((row) => row.value) as never;
    },
  };
}
