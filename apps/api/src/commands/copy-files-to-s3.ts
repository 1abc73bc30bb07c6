/**
 * `npm run files:copy-to-s3 -w apps/api`: copies DATA_DIR/uploads and DATA_DIR/private into the
 * bucket named by S3_BUCKET (under `uploads/` and `private/`, where the API looks for them).
 * Resumable and idempotent: run it again after an interruption, or before switching the API over
 * to S3_BUCKET to pick up files uploaded meanwhile; what is already there is left alone.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { copyMissingObjects } from '../integrations/storage/copy-to-bucket';
import { createDiskStore } from '../integrations/storage/disk-store';
import { createS3Client, createS3Store } from '../integrations/storage/s3-store';

const config = loadConfig(process.env);
if (!config.s3) {
  console.error('S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) must be set.');
  process.exit(2);
}
const client = createS3Client(config.s3);
let failures = 0;
for (const folder of ['uploads', 'private'] as const) {
  const source = createDiskStore(path.join(config.dataDir, folder), { secret: config.jwtSecret, urlPrefix: `/files/${folder}` });
  const target = createS3Store(client, config.s3.bucket, `${folder}/`);
  const started = Date.now();
  const report = await copyMissingObjects(source, target);
  failures += report.failed.length;
  for (const { key, error } of report.failed) console.error(`  ${folder}/${key}: ${error}`);
  console.log(
    `${folder}: ${report.copied} copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.skipped} already there, ${report.failed.length} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
client.destroy();
process.exit(failures > 0 ? 1 : 0);
