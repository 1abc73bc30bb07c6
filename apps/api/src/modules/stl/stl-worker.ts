/**
 * The STL worker thread: reads the file and renders its thumbnail off the event loop. Receives
 * the file's bytes (transferred, not copied) and answers with the facts, the raw RGBA pixels of
 * the thumbnail, the CRC-32 and the bytes back; or with the reader's Turkish refusal.
 */
import { parentPort } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import { readStl, StlError, type PrintSettings, writeBinaryStl } from '@pazaryeri/contract/stl/reader';
import { previewMesh, renderThumbnail } from './stl-render';

export interface StlJob {
  bytes: Uint8Array;
  print: PrintSettings;
  maxTriangles: number;
  thumbnailSize: number;
}

export type StlJobResult =
  | { ok: true; facts: import('@pazaryeri/contract/stl/reader').StlFacts; pixels: Uint8Array; preview: Uint8Array; crc: number; bytes: Uint8Array; millis: number }
  | { ok: false; reason: string; message: string; bytes: Uint8Array };

parentPort?.on('message', (job: StlJob) => {
  const started = performance.now();
  try {
    const mesh = readStl(job.bytes, { print: job.print, maxTriangles: job.maxTriangles });
    const pixels = renderThumbnail(mesh.positions, { size: job.thumbnailSize });
    const preview = writeBinaryStl(previewMesh(mesh.positions), 'pazaryeri preview');
    const crc = crc32(job.bytes);
    const result: StlJobResult = { ok: true, facts: mesh.facts, pixels, preview, crc, bytes: job.bytes, millis: performance.now() - started };
    parentPort!.postMessage(result, [pixels.buffer as ArrayBuffer, preview.buffer as ArrayBuffer, job.bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const refusal = error instanceof StlError ? { reason: error.reason, message: error.message } : { reason: 'crash', message: String(error) };
    const result: StlJobResult = { ok: false, ...refusal, bytes: job.bytes };
    parentPort!.postMessage(result, [job.bytes.buffer as ArrayBuffer]);
  }
});
