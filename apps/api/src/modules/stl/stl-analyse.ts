import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { stlMessages } from '@pazaryeri/contract/stl/index';
import type { PrintSettings, StlFacts } from '@pazaryeri/contract/stl/facts';
import { AppError } from '../../lib/errors';
import type { StlJob, StlJobResult } from './stl-worker';

/**
 * The worker's file. From the sources (tests, `npm run dev`) it is TypeScript, so the worker
 * registers tsx first as the main thread did; in the built server (scripts/build.mjs) it is the
 * bundle's own `stl-worker.mjs` beside this code, plain JavaScript.
 */
const fromSources = import.meta.url.endsWith('.ts');
const tsxApi = fromSources ? pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/index\.cjs$/, 'index.mjs')).href : null;
const workerEntry = new URL(fromSources ? './stl-worker.ts' : './stl-worker.mjs', import.meta.url).href;
const bootstrap = `
const { workerData } = require('node:worker_threads');
(workerData.tsxApi ? import(workerData.tsxApi).then(({ register }) => register()) : Promise.resolve()).then(() => import(workerData.entry));
`;

export interface PartAnalysis {
  facts: StlFacts;
  /** A coarse binary STL for the public viewer (see previewMesh). */
  preview: Uint8Array;
  crc: number;
  /** The file's bytes (they went to the worker and came back). */
  bytes: Buffer;
}

export interface Analysis {
  parts: PartAnalysis[];
  /** RGBA, `size`×`size`: every part side by side. */
  pixels: Uint8Array;
  size: number;
  millis: number;
}

/** A file the reader refused: which one (its place in the upload) and why, in Turkish. */
export class StlPartRefused extends AppError {
  constructor(
    readonly index: number,
    readonly reason: string,
  ) {
    super('UNPROCESSABLE', reason);
  }
}

export interface AnalyseOptions {
  print: PrintSettings;
  maxTriangles: number;
  thumbnailSize: number;
  timeoutMs?: number;
}

const MAX_RUNNING = 2;
const MAX_WAITING = 8;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new AppError('SERVICE_UNAVAILABLE', stlMessages.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** The bytes as a Uint8Array over an ArrayBuffer of their own, so they can be transferred. */
function ownBuffer(data: Buffer): Uint8Array {
  if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && !(data.buffer instanceof SharedArrayBuffer)) {
    return new Uint8Array(data.buffer, 0, data.byteLength);
  }
  return new Uint8Array(data);
}

/**
 * Reads a model's STL files and renders its thumbnail in a worker thread (one per upload, at most
 * two at once, eight waiting), so a 50 MB file never holds up other requests. A refused file is a
 * StlPartRefused (422) naming its place in the list. The caller's buffers are handed over: use
 * `bytes` of each part.
 */
export async function analyseStl(files: Buffer[], options: AnalyseOptions): Promise<Analysis> {
  const release = await slot();
  const worker = new Worker(bootstrap, { eval: true, workerData: { tsxApi, entry: workerEntry } });
  try {
    const job: StlJob = { files: files.map(ownBuffer), print: options.print, maxTriangles: options.maxTriangles, thumbnailSize: options.thumbnailSize };
    const result = await new Promise<StlJobResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new AppError('UNPROCESSABLE', stlMessages.analysisFailed)), options.timeoutMs ?? 120_000);
      worker.once('message', (message: StlJobResult) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.postMessage(job, job.files.map((file) => file.buffer as ArrayBuffer));
    });
    const bytes = result.files.map((file) => Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    if (!result.ok) {
      if (result.reason === 'crash') throw new AppError('UNPROCESSABLE', stlMessages.analysisFailed);
      throw new StlPartRefused(result.index, result.message);
    }
    return {
      parts: result.parts.map((part, index) => ({ facts: part.facts, preview: part.preview, crc: part.crc, bytes: bytes[index] })),
      pixels: result.pixels,
      size: options.thumbnailSize,
      millis: result.millis,
    };
  } finally {
    release();
    void worker.terminate();
  }
}
