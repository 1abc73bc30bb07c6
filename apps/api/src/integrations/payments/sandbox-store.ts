import type { BasketItem, Kurus, Payment, PaymentItem, PaymentRequest, SubMerchantDetails } from './provider';
import type { CardBehaviour } from './test-cards';

/**
 * Where the sandbox bank keeps its state. In memory by default; give it a persistent one (a
 * table of kind, id, JSON) so sub-merchant keys and escrow survive a restart of `npm start`.
 * Records hold no card data: only BIN and last four digits.
 */
export interface SandboxStore {
  get<K extends RecordKind>(kind: K, id: string): Promise<Records[K] | null>;
  put<K extends RecordKind>(kind: K, id: string, value: Records[K]): Promise<void>;
  list<K extends RecordKind>(kind: K): Promise<Records[K][]>;
}

export type SubMerchantRecord = SubMerchantDetails & { subMerchantKey: string; createdAt: string };

export type ItemRecord = PaymentItem & {
  /** When the marketplace approved it (ISO); null while in escrow. */
  approvedAt: string | null;
  refunded: Kurus;
};

export type PaymentRecord = Omit<Payment, 'items'> & {
  status: 'SUCCESS' | 'CANCELLED';
  refundable: boolean;
  createdAt: string;
  items: ItemRecord[];
};

/** A 3DS payment between initialize and auth: the basket, the card's outcome, never the card. */
export interface ThreeDSRecord {
  paymentId: string;
  request: Omit<PaymentRequest, 'card' | 'items'> & { items: BasketItem[] };
  card: { binNumber: string; lastFourDigits: string };
  behaviour: CardBehaviour;
  approveData: string;
  rejectData: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
}

export interface Records {
  subMerchant: SubMerchantRecord;
  /** externalId → subMerchantKey */
  subMerchantByExternalId: string;
  payment: PaymentRecord;
  /** conversationId → the first paymentId made with it */
  paymentByConversation: string;
  /** paymentTransactionId → paymentId */
  transaction: string;
  threeDS: ThreeDSRecord;
}

export type RecordKind = keyof Records;

/** One process's memory; values are copied in and out, as a database would. */
export function createMemorySandboxStore(): SandboxStore {
  const tables = new Map<RecordKind, Map<string, unknown>>();
  const table = (kind: RecordKind) => {
    let rows = tables.get(kind);
    if (!rows) tables.set(kind, (rows = new Map()));
    return rows;
  };
  return {
    async get(kind, id) {
      const value = table(kind).get(id);
      return value === undefined ? null : structuredClone(value as Records[typeof kind]);
    },
    async put(kind, id, value) {
      table(kind).set(id, structuredClone(value));
    },
    async list(kind) {
      return [...table(kind).values()].map((value) => structuredClone(value as Records[typeof kind]));
    },
  };
}
