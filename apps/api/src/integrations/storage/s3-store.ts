import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentHeader } from '../../lib/file-links';
import { contentTypeOfKey } from './disk-store';
import { assertSafeKey, type ObjectStore, RangeNotSatisfiable } from './object-store';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** Streams are sent in parts of this size (S3's smallest), at most two at a time: about 15 MB in memory per upload. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function createS3Client(settings: S3Settings) {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId &&
      settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
    // Checksums only where S3 demands them: R2, MinIO and older servers refuse the aws-chunked
    // trailers the SDK would otherwise add to every streamed upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  if (settings.forcePathStyle) {
    // A path-style bucket request (listing) goes out as `/bucket` rather than the SDK's `/bucket/`:
    // S3, R2 and MinIO take both, and s3rver-based servers sign only the first.
    const bucketPath = `/${settings.bucket}/`;
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        if (request.path === bucketPath) request.path = bucketPath.slice(0, -1);
        return next(args);
      },
      { step: 'build', name: 'pathStyleBucketWithoutSlash' },
    );
  }
  return client;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** An ASCII name needs no RFC 5987 `filename*` (whose `''` some S3 look-alikes sign wrongly). */
const dispositionOf = (name: string) => (/^[\x20-\x7e]*$/.test(name) && !/["\\]/.test(name) ? `attachment; filename="${name}"` : attachmentHeader(name));

/**
 * One folder (`prefix`) of an S3-compatible bucket: `uploads/` for public files, `private/` for
 * the rest, so the bucket mirrors DATA_DIR and the copy command maps one onto the other.
 */
export function createS3Store(client: S3Client, bucket: string, prefix: string): ObjectStore {
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  const head = async (key: string) => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return { key, size: answer.ContentLength ?? 0, etag: answer.ETag ?? '""', contentType: answer.ContentType ?? contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    driver: 's3',
    async ping(signal) {
      // A listing of a prefix nothing is stored under: as cheap on S3 as HeadBucket (and the same
      // permission), and cheap on servers whose HeadBucket lists the whole bucket (s3rver, the
      // local one, took 1–2 s at 2,000 files: readiness polled twice a second flapped on it).
      await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: '.readiness-check/', MaxKeys: 1 }), { abortSignal: signal });
    },
    async put(key, body, options = {}) {
      const params = {
        Bucket: bucket,
        Key: objectKey(key),
        ContentType: options.contentType ?? contentTypeOfKey(key),
        ...(options.cacheControl && { CacheControl: options.cacheControl }),
      };
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
        return { size: body.length };
      }
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // The source's failure (a client that hangs up mid-upload) fails the upload too.
      const failed = pipeline(body, counted).then(() => new Promise<never>(() => undefined));
      // A multipart upload that fails is aborted, so no parts (and no object) stay behind.
      const upload = new Upload({ client, params: { ...params, Body: counted }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT, leavePartsOnError: false });
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })).catch(() => undefined);
        throw error;
      }
      return { size };
    },
    async get(key, range) {
      let answer;
      try {
        answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), ...(range && { Range: `bytes=${range.start}-${range.end ?? ''}` }) }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          throw new RangeNotSatisfiable((await head(key))?.size ?? 0);
        }
        throw error;
      }
      const stream = answer.Body as Readable;
      const sent = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      const size = sent ? Number(sent[3]) : (answer.ContentLength ?? 0);
      return {
        key,
        size,
        etag: answer.ETag ?? '""',
        contentType: answer.ContentType ?? contentTypeOfKey(key),
        stream,
        ...(range && sent && { range: { start: Number(sent[1]), end: Number(sent[2]) } }),
      };
    },
    head,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list(folder = '') {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${prefix}${folder}` })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
        }
      }
    },
    signedUrl(key, { expiresInSeconds, downloadName, contentType }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ...(downloadName && { ResponseContentDisposition: dispositionOf(downloadName) }),
        ...(contentType && { ResponseContentType: contentType }),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
