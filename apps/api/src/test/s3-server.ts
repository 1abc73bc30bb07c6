import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: the maintained fork of s3rver ships no types; the options below are its documented ones.
import S3rver from '@20minutes/s3rver';
import { createS3Client, type S3Settings } from '../integrations/storage/s3-store';

/**
 * A real S3-compatible server on loopback (@20minutes/s3rver, the maintained fork of s3rver:
 * S3's REST API with signature v4 checks,
 * presigned links, ranges and multipart uploads, objects on disk), with one empty bucket.
 */
export async function startS3Server(bucket = 'pazaryeri') {
  const directory = await mkdtemp(path.join(tmpdir(), 'pz-s3-'));
  const server: { run(): Promise<AddressInfo>; close(): Promise<void> } = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
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
    /**
     * Our client for this server. The fork signs a path-style bucket request as `/bucket` while the
     * SDK sends `/bucket/` (only listing is bucket-level), so the slash is dropped before signing.
     */
    client() {
      const client = createS3Client(settings);
      client.middlewareStack.add(
        (next) => async (args) => {
          const request = args.request as { path?: string };
          if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
          return next(args);
        },
        { step: 'build', name: 'pathStyleBucketSlash' },
      );
      return client;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
