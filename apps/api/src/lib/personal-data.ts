import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { FileStores } from '../integrations/storage';

/**
 * A person's data export (KVKK art. 11: the right to learn what is held about oneself). Each
 * domain's face exports one `PersonalDataSource`; the privacy module (above every domain) is
 * handed the list by the app and writes one ZIP: `<folder>/veriler.json` per domain and the
 * person's files under `dosyalar/<folder>/`.
 *
 * What a source gives back:
 * - everything of its domain tied to the person: rows they wrote, own, bought, sold (as a store
 *   owner: their store's records), with the ids that link them;
 * - nothing of another person: no other person's name, e-mail, phone, address or account id
 *   (an order a store received shows what was sold and for how much, not who bought it; a chat
 *   shows the person's own messages, not the other side's); a store's public name is not a
 *   person's data;
 * - no secret: no password hash, token, reset code, signature, provider key or card data (we
 *   never hold card data).
 */
export interface Person {
  id: string;
  /** Rows keyed by e-mail rather than account (newsletter subscriptions) are found by it. */
  email: string;
}

export type PersonalFile =
  /** A file by its object key in the private files or the public storage. */
  | { name: string; from: 'private' | 'public'; key: string }
  /**
   * A public file by the URL its row keeps; the export finds its key in the public storage. A URL
   * that is not one of our uploads (a Google profile picture) stays in the data only.
   */
  | { name: string; from: 'public'; url: string };
// `name` is the file's name inside `dosyalar/<folder>/`, unique there (e.g. `yorum-<reviewId>-1.webp`).

/** A file's own name made safe as one segment of a path in the ZIP (no folder separators). */
export const safeFileName = (name: string) => name.replace(/[\\/]/g, '_');

/** The extension of a URL or key, dot included ('.webp'), for naming a file in the export. */
export const extensionOf = (path: string) => path.match(/\.[a-z0-9]+$/i)?.[0] ?? '';

export interface PersonalDataSection {
  /** JSON-ready; dates may be Dates. Empty lists are kept, so the person sees what was looked at. */
  data: Record<string, unknown>;
  files: PersonalFile[];
}

export interface PersonalDataSource extends PersonalDataEraser {
  /** The folder in the ZIP: Turkish, lower-case ASCII, e.g. `siparisler`. */
  folder: string;
  /** Turkish title of what the folder holds, for the export's index (e.g. 'Siparişler ve ödemeler'). */
  title: string;
  collect(db: Db, person: Person): Promise<PersonalDataSection>;
}

/**
 * A person's account deletion (KVKK art. 7 and 11: erasure), in the same parts as the export. Each
 * domain's face says what still holds the account open and erases or anonymises its own rows; the
 * privacy module asks every part and then runs every `erase` in one transaction, highest layer
 * first (the account row last), so a failure anywhere leaves everything as it was.
 *
 * What stays is only what another law obliges us to keep (orders and payments: VUK art. 253 and
 * TTK art. 82, ten years) and what is public and no longer names anyone once the account is
 * anonymised (a review, a question, a chat message: "Silinmiş kullanıcı"). docs/decisions.md lists
 * each table's choice.
 */
export interface ErasedPerson extends Person {
  /** The person's store, when they have one. */
  storeId: string | null;
  /** When the deletion runs: every retention mark and timestamp of the deletion uses it. */
  at: Date;
}

/** Files to remove once the deletion has committed (a rollback keeps them). */
export interface ErasedFiles {
  /** URLs of public uploads, as rows keep them (one that is not our upload is left alone). */
  public?: string[];
  /** Object keys in the private files. */
  private?: string[];
}

export interface PersonalDataEraser {
  /**
   * Turkish sentences saying what is still open and must end first (an order on its way, money
   * in escrow, work in progress); empty when nothing is. Any sentence refuses the deletion (409).
   */
  openMatters?(db: Db, person: ErasedPerson): Promise<string[]>;
  /** Erases or anonymises this domain's rows of the person, inside the deletion's transaction. */
  erase?(tx: Db, person: ErasedPerson): Promise<ErasedFiles | void>;
}

/** How long billing records outlive a deleted account: VUK art. 253 / TTK art. 82, ten years. */
export const RETENTION_YEARS = 10;
export const retentionReasons = {
  billing: 'VUK m. 253 ve TTK m. 82: fatura ve ticari defter kayıtları 10 yıl saklanır.',
} as const;

/** The end of the retention of a record kept at `at`. */
export function retainedUntil(at: Date, years = RETENTION_YEARS) {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

/** What still holds the person's account open, every domain asked in layer order (empty: nothing). */
export async function openMattersOf(db: Db, sources: readonly PersonalDataSource[], person: ErasedPerson): Promise<string[]> {
  const reasons: string[] = [];
  for (const source of sources) reasons.push(...((await source.openMatters?.(db, person)) ?? []));
  return reasons;
}

/**
 * Every domain erases or anonymises its part, highest layer first and the account row last. Run it
 * inside one transaction; remove the files it answers only after that transaction commits.
 */
export async function erasePerson(tx: Db, sources: readonly PersonalDataSource[], person: ErasedPerson): Promise<ErasedFiles[]> {
  const erased: ErasedFiles[] = [];
  for (const source of [...sources].reverse()) {
    const files = await source.erase?.(tx, person);
    if (files) erased.push(files);
  }
  return erased;
}

/** Removes the files an erasure let go. One that cannot be removed is logged: the account is already gone. */
export async function removeErasedFiles({ storage, privateFiles }: FileStores, log: FastifyBaseLogger, erased: ErasedFiles[]) {
  const removals = erased.flatMap((set) => [
    ...(set.public ?? []).flatMap((url) => {
      const key = storage.keyFromUrl(url);
      return key ? [{ key, remove: () => storage.remove(key) }] : [];
    }),
    ...(set.private ?? []).map((key) => ({ key, remove: () => privateFiles.remove(key) })),
  ]);
  for (const removal of removals) {
    await removal.remove().catch((error) => log.warn({ err: error, key: removal.key }, 'erased account: a file was not removed'));
  }
}

