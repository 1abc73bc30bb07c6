import type { Readable } from 'node:stream';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { isId } from '../../lib/ids';

/**
 * Files a store uploads for one digital order line (`POST /orders/upload`): private, at
 * `order-deliveries/<order item id>/<download name>` in the private store (disk or bucket), one
 * per line (a new upload replaces the old). The folder is named by the line and the file by its
 * download name (a slug, see checkDigitalFile), so no column is needed.
 */
const folderOf = (itemId: string) => {
  if (!isId(itemId)) throw new Error(`not an order item id: ${itemId}`);
  return `order-deliveries/${itemId.toLowerCase()}/`;
};

async function keysIn(files: PrivateFiles, itemId: string) {
  const keys: string[] = [];
  for await (const object of files.store.list(folderOf(itemId))) keys.push(object.key);
  return keys;
}

/** Writes the new file first and only then removes the old ones, so a failed upload keeps the earlier delivery. */
export async function saveDeliveryFile(files: PrivateFiles, itemId: string, downloadName: string, data: Buffer | Readable): Promise<void> {
  const key = `${folderOf(itemId)}${downloadName}`;
  const earlier = await keysIn(files, itemId);
  await files.store.put(key, data);
  await Promise.all(earlier.filter((old) => old !== key).map((old) => files.store.remove(old)));
}

export async function openDeliveryFile(files: PrivateFiles, itemId: string) {
  const [key] = await keysIn(files, itemId);
  if (!key) return null;
  const opened = await files.store.get(key);
  return opened && { name: key.slice(key.lastIndexOf('/') + 1), size: opened.size, stream: opened.stream };
}

/** Which of these (digital) lines have a file of their own. */
export async function hasDeliveryFiles(files: PrivateFiles, itemIds: string[]): Promise<Set<string>> {
  const found = await Promise.all(itemIds.map(async (id) => ((await keysIn(files, id)).length > 0 ? id : null)));
  return new Set(found.filter((id): id is string => id !== null));
}
