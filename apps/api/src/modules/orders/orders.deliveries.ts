import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isId } from '../../lib/ids';

/**
 * Files a store uploads for one digital order line (`POST /orders/upload`): private, under
 * DATA_DIR/private/order-deliveries/<order item id>/<download name>, one per line (a new upload
 * replaces the old). The folder is named by the line and the file by its download name, so no
 * column is needed; see README for the columns that would replace this.
 */
const folderOf = (dataDir: string, itemId: string) => {
  if (!isId(itemId)) throw new Error(`not an order item id: ${itemId}`);
  return path.join(dataDir, 'private', 'order-deliveries', itemId.toLowerCase());
};

export async function saveDeliveryFile(dataDir: string, itemId: string, downloadName: string, data: Buffer): Promise<void> {
  const folder = folderOf(dataDir, itemId);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder, path.basename(downloadName)), data, { mode: 0o600 });
}

export async function openDeliveryFile(dataDir: string, itemId: string) {
  const folder = folderOf(dataDir, itemId);
  const [name] = await readdir(folder).catch(() => [] as string[]);
  if (!name) return null;
  const full = path.join(folder, name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  return { name, size: info.size, stream: createReadStream(full) };
}

/** Which of these (digital) lines have a file of their own. */
export async function hasDeliveryFiles(dataDir: string, itemIds: string[]): Promise<Set<string>> {
  const found = await Promise.all(
    itemIds.map(async (id) => ((await readdir(folderOf(dataDir, id)).catch(() => [])).length > 0 ? id : null)),
  );
  return new Set(found.filter((id): id is string => id !== null));
}
