import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createS3Client, type S3Settings } from '../integrations/storage/s3-store';

/**
 * A real S3-compatible server on loopback, in a child process (@20minutes/s3rver, the maintained
 * fork of s3rver: S3's REST API with signature v4 checks, presigned links, ranges and multipart
 * uploads, objects on disk), with one empty bucket.
 */
export async function startS3Server(bucket = 'pazaryeri') {
  const directory = await mkdtemp(path.join(tmpdir(), 'pz-s3-'));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 's3-server-process.mjs'), directory, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), 'line'), once(child, 'exit').then(() => ['{}'])])) as string[];
  const { port } = JSON.parse(line) as { port?: number };
  if (!port) throw new Error('the S3 test server did not start');
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, region: 'eu-central-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    endpoint,
    settings,
    /** The same settings as the API reads them from its environment. */
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Our client for this server. */
    client: () => createS3Client(settings),
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
