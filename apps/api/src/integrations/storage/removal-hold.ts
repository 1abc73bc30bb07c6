import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { ObjectStore } from './object-store';
import { advisoryLocks } from '../../db/advisory-locks';

/**
 * While `npm run backup` copies the files of a PostgreSQL install it holds this advisory lock
 * exclusively; every file removal takes it shared for the moment it removes. A row the backup's
 * snapshot still holds may be deleted (and its file removed) while the files are being copied: a
 * removal that finds the lock held is put off until the backup is done, so no file the dump names
 * vanishes before it is copied.
 */
export const BACKUP_HOLD_LOCK = advisoryLocks.backupFileHold;

/** The job queue of removals put off by a backup (payload: which store, which key). */
export const DEFERRED_REMOVALS_QUEUE = 'storage.remove-after-backup';
export interface DeferredRemoval {
  folder: 'uploads' | 'private';
  key: string;
}

/** How long a put-off removal waits before it looks at the hold again. */
export const DEFERRED_REMOVAL_RETRY_MS = 30_000;

/**
 * Removes through `remove` unless a backup holds the files, inside a transaction that keeps the
 * shared lock until the removal is done (so a backup starting now waits for it). False: held.
 */
export async function removeUnlessHeld(db: Db, remove: () => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await selectRows<{ free: boolean }>(tx as unknown as Db, sql`select pg_try_advisory_xact_lock_shared(${BACKUP_HOLD_LOCK}) as free`);
    if (!row?.free) return false;
    await remove();
    return true;
  });
}

/** The store with removals that wait for a running backup (`defer` queues one for later). */
export function holdRemovalsDuringBackup(store: ObjectStore, db: Db, defer: (key: string) => Promise<unknown>): ObjectStore {
  return {
    ...store,
    async remove(key) {
      if (!(await removeUnlessHeld(db, () => store.remove(key)))) await defer(key);
    },
  };
}
