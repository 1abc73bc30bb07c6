/**
 * The STL reader on a 1,000,000-triangle binary file (~50 MB): parse time (budget < 2 s) and the
 * memory it takes, in the main thread and through the upload path's worker thread (with the main
 * event loop's longest stall meanwhile). `npm run bench:stl`. BENCH_TRIANGLES changes the size.
 */
import { readStl } from '@pazaryeri/contract/stl/reader';
import { writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import { analyseStl, renderThumbnail, sphereOfTriangles } from '../apps/api/src/modules/stl';
import { markdownTable, quantile } from './report';

const triangles = Number(process.env.BENCH_TRIANGLES ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const budgetMs = 2000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const file = Buffer.from(writeBinaryStl(sphereOfTriangles(triangles)));
const actual = (file.length - 84) / 50;
console.log(`file: ${actual.toLocaleString('en')} triangles, ${mb(file.length)} (binary)`);

const parseTimes: number[] = [];
let peakExtra = 0;
for (let run = 0; run < runs; run += 1) {
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const mesh = readStl(file);
  parseTimes.push(performance.now() - started);
  const after = process.memoryUsage();
  peakExtra = Math.max(peakExtra, after.rss - before.rss, after.arrayBuffers - before.arrayBuffers);
  if (!mesh.facts.watertight || mesh.facts.triangles !== actual) throw new Error('wrong facts');
}
const renderStarted = performance.now();
renderThumbnail(readStl(file).positions, { size: 600 });
const renderMs = performance.now() - renderStarted;

// The upload path: worker thread; meanwhile the main loop ticks every 5 ms. The upload's bytes are
// in memory before the analysis starts (the multipart parser has them), so the copy handed to
// the worker is made before the clock starts: copying 50 MB is the caller's cost, not the worker's.
const upload = Buffer.from(file);
global.gc?.();
let last = performance.now();
let stall = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  stall = Math.max(stall, now - last);
  last = now;
}, 5);
const workerStarted = performance.now();
const analysis = await analyseStl([upload], { print: { density: 1.24, infill: 0.2, wallMm: 0.8 }, maxTriangles: 5_000_000, thumbnailSize: 600 });
const workerMs = performance.now() - workerStarted;
clearInterval(ticker);

const median = quantile(parseTimes, 0.5);
console.log(
  markdownTable(
    ['measure', 'value', 'budget', 'result'],
    [
      ['parse + facts + watertight, median of ' + runs, `${median.toFixed(0)} ms`, `< ${budgetMs} ms`, median < budgetMs ? 'PASS' : 'FAIL'],
      ['parse, fastest', `${Math.min(...parseTimes).toFixed(0)} ms`, '', ''],
      ['memory taken by one parse (rss or array buffers)', mb(peakExtra), '', ''],
      ['thumbnail 600×600 (rasteriser)', `${renderMs.toFixed(0)} ms`, '', ''],
      ['worker: parse + thumbnail + CRC, in the worker', `${analysis.millis.toFixed(0)} ms`, '', ''],
      ['worker: whole call (start, tsx, transfer)', `${workerMs.toFixed(0)} ms`, '', ''],
      ['main event loop: longest stall meanwhile', `${stall.toFixed(0)} ms`, '< 100 ms', stall < 100 ? 'PASS' : 'FAIL'],
    ],
  ),
);
