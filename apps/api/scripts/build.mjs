#!/usr/bin/env node
/**
 * The API built for `npm start` (issue 29): our TypeScript bundled into apps/api/dist with esbuild,
 * the packages left to node_modules. Run from the sources under tsx, the server held some 80 MB
 * more (every module's transpiled text and inline source map) and took seconds longer to load.
 * Beside the bundle go the two files it reads at run time by their place: the embedded
 * database's thread (plain JavaScript) and the migrations.
 */
import { cp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.resolve(import.meta.dirname, '..');
// `--outdir <folder>`: elsewhere (the cluster test's own build); it must stay under the repository
// so the bundle finds the packages in node_modules.
const outdirFlag = process.argv.indexOf('--outdir');
const dist = outdirFlag > 0 ? path.resolve(process.argv[outdirFlag + 1]) : path.join(api, 'dist');
const manifest = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
// Every package stays a package (native ones, WebAssembly, files they read beside themselves);
// only the workspace's own TypeScript (@pazaryeri/contract) is bundled in.
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !name.startsWith('@pazaryeri/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: api,
  entryPoints: { server: 'src/server.ts', 'stl-worker': 'src/modules/stl/stl-worker.ts' },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  // Stack traces in the logs name our functions; the bundle stays readable.
  keepNames: true,
  logLevel: 'warning',
});
await cp(path.join(api, 'src/db/pglite-thread.mjs'), path.join(dist, 'pglite-thread.mjs'));
await cp(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`API built into ${path.relative(process.cwd(), dist) || '.'} in ${Date.now() - started} ms`);
