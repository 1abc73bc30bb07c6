import path from 'node:path';
import type { Config } from '../../config';
import { createDiskStore } from '../storage/disk-store';
import type { FileFolders } from './backup-files';

/** The install's two stores as the API opens them (integrations plugin): the disk under DATA_DIR, or the bucket. */
export async function openFileFolders(config: Config): Promise<{ folders: FileFolders; close(): void }> {
  if (config.s3) {
    const { createS3Client, createS3Store } = await import('../storage/s3-store');
    const client = createS3Client(config.s3);
    return {
      folders: { uploads: createS3Store(client, config.s3.bucket, 'uploads/'), private: createS3Store(client, config.s3.bucket, 'private/') },
      close: () => client.destroy(),
    };
  }
  const disk = (folder: string) => createDiskStore(path.join(config.dataDir, folder), { secret: config.jwtSecret, urlPrefix: `/files/${folder}` });
  return { folders: { uploads: disk('uploads'), private: disk('private') }, close: () => undefined };
}
