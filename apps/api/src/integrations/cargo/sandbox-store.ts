import type { CargoAddress, CargoOffer, CreateShipmentRequest } from './provider';

/** One sandbox shipment as the sandbox aggregator keeps it. */
export interface SandboxShipmentRecord {
  id: string;
  request: CreateShipmentRequest;
  isReturn: boolean;
  returnOf: string | null;
  offers: CargoOffer[];
  acceptedOfferId: string | null;
  acceptedAt: string | null;
  trackingNumber: string | null;
  canceledAt: string | null;
  /** The last tracking step posted to the webhooks (-1: none yet). */
  notifiedStep: number;
  /** While a step has reached only some webhooks: the last step each webhook id got. */
  notifiedWebhooks?: Record<string, number>;
  createdAt: string;
}

export interface SandboxRecords {
  shipment: SandboxShipmentRecord;
  /** offerId → shipment id */
  offer: string;
  /** shipment ids whose tracking still moves (the clock looks at these only) */
  active: string;
  webhook: { id: string; url: string; createdAt: string };
}
export type SandboxKind = keyof SandboxRecords;

/** Where the sandbox aggregator keeps its state: memory (tests) or a table (`npm start`). */
export interface CargoSandboxStore {
  get<K extends SandboxKind>(kind: K, id: string): Promise<SandboxRecords[K] | null>;
  put<K extends SandboxKind>(kind: K, id: string, value: SandboxRecords[K]): Promise<void>;
  remove(kind: SandboxKind, id: string): Promise<void>;
  list<K extends SandboxKind>(kind: K): Promise<SandboxRecords[K][]>;
}

export function createMemoryCargoStore(): CargoSandboxStore {
  const tables = new Map<SandboxKind, Map<string, unknown>>();
  const table = (kind: SandboxKind) => {
    let rows = tables.get(kind);
    if (!rows) tables.set(kind, (rows = new Map()));
    return rows;
  };
  return {
    async get(kind, id) {
      const value = table(kind).get(id);
      return value === undefined ? null : (structuredClone(value) as never);
    },
    async put(kind, id, value) {
      table(kind).set(id, structuredClone(value));
    },
    async remove(kind, id) {
      table(kind).delete(id);
    },
    async list(kind) {
      return [...table(kind).values()].map((value) => structuredClone(value) as never);
    },
  };
}

export type { CargoAddress };
