/**
 * The STL worker thread: reads a model's files and renders its thumbnail off the event loop.
 * Receives the files' bytes (transferred, not copied) and answers with each part's facts, coarse
 * preview mesh and CRC-32, the raw RGBA pixels of one thumbnail with every part side by side, and
 * the bytes back; or with the reader's Turkish refusal and which file it was about.
 */
import { parentPort } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import type { PrintSettings, StlFacts } from '@pazaryeri/contract/stl/facts';
import { readStl, StlError } from '@pazaryeri/contract/stl/reader';
import { writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import { arrangeSideBySide, previewMesh, renderThumbnail } from './stl-render';

export interface StlJob {
  files: Uint8Array[];
  print: PrintSettings;
  maxTriangles: number;
  thumbnailSize: number;
}

export interface StlPartResult {
  facts: StlFacts;
  preview: Uint8Array;
  crc: number;
}

export type StlJobResult =
  | { ok: true; parts: StlPartResult[]; pixels: Uint8Array; files: Uint8Array[]; millis: number }
  | { ok: false; index: number; reason: string; message: string; files: Uint8Array[] };

const buffersOf = (arrays: Uint8Array[]) => arrays.map((array) => array.buffer as ArrayBuffer);

parentPort?.on('message', (job: StlJob) => {
  const started = performance.now();
  let index = 0;
  try {
    const meshes = [];
    for (; index < job.files.length; index += 1) meshes.push(readStl(job.files[index], { print: job.print, maxTriangles: job.maxTriangles }));
    index = -1;
    const pixels = renderThumbnail(arrangeSideBySide(meshes.map((mesh) => mesh.positions)), { size: job.thumbnailSize });
    const parts = meshes.map((mesh, at) => ({
      facts: mesh.facts,
      preview: writeBinaryStl(previewMesh(mesh.positions), 'pazaryeri preview'),
      crc: crc32(job.files[at]),
    }));
    const result: StlJobResult = { ok: true, parts, pixels, files: job.files, millis: performance.now() - started };
    parentPort!.postMessage(result, [pixels.buffer as ArrayBuffer, ...buffersOf(parts.map((part) => part.preview)), ...buffersOf(job.files)]);
  } catch (error) {
    const refusal = error instanceof StlError ? { reason: error.reason, message: error.message } : { reason: 'crash', message: String(error) };
    const result: StlJobResult = { ok: false, index, ...refusal, files: job.files };
    parentPort!.postMessage(result, buffersOf(job.files));
  }
});
