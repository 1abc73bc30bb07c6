import type { ObjectStore } from './object-store';

export interface CopyReport {
  copied: number;
  skipped: number;
  failed: { key: string; error: string }[];
  bytes: number;
}

/** How many files travel at once: enough to hide the round trips, few enough for a small machine. */
const PARALLEL = 4;

/**
 * Copies every object of `source` that `target` lacks (or holds with another size). Each copy is
 * one atomic put, so an interrupted run leaves whole objects only and the next run carries on
 * where it stopped; a second run over the same files copies nothing.
 */
export async function copyMissingObjects(source: ObjectStore, target: ObjectStore, onProgress?: (key: string, copied: boolean) => void): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  const running = new Set<Promise<void>>();
  const copyOne = async ({ key, size }: { key: string; size: number }) => {
    try {
      const present = await target.head(key);
      if (present?.size === size) {
        report.skipped += 1;
        onProgress?.(key, false);
        return;
      }
      const opened = await source.get(key);
      if (!opened) return;
      await target.put(key, opened.stream, { contentType: opened.contentType });
      report.copied += 1;
      report.bytes += size;
      onProgress?.(key, true);
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
  };
  for await (const object of source.list()) {
    const task = copyOne(object).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}
