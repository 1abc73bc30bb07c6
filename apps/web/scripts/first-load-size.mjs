#!/usr/bin/env node
/**
 * First-load JavaScript of the pages people land on, from the built app's Vite manifest
 * (dist/.vite/manifest.json): for each page, the entry chunk (index.html's script) with every
 * chunk it imports statically (the modulepreload links), plus the page's route module (loaded
 * lazily by the router before the first screen renders) with its static imports. Dynamic imports
 * are not followed: they load after the first screen or on demand. Each file is counted once per
 * page, gzipped with node:zlib at level 9, and the page's sum is checked against the budget (kB of
 * 1,000 bytes, as Vite's build report prints them).
 *
 * `node apps/web/scripts/first-load-size.mjs` measures the build that is there, building it first
 * (`vite build`) when it is missing or older than a source file; `--build` always builds first.
 * FIRST_LOAD_DIST measures another build directory as it is. Exit code 1 if a page is over the budget (FIRST_LOAD_BUDGET_KB, 170 by default).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '../..');
const dist = path.resolve(process.env.FIRST_LOAD_DIST ?? path.join(web, 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const budgetKb = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 170);

/** The pages measured: a name, an example URL and the route module the router loads for it. */
const pages = [
  { name: 'home', url: '/', module: 'src/app/routes/home.tsx' },
  { name: 'listing', url: '/urunler', module: 'src/app/routes/products.tsx' },
  { name: 'store', url: '/magaza/:alias', module: 'src/app/routes/store.tsx' },
];

/** The newest modification time under the paths a build reads (sources, config, lock file). */
function newestSource() {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) if (entry !== 'node_modules') visit(path.join(target, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const target of ['src', 'index.html', 'vite.config.ts', 'package.json', 'public']) visit(path.join(web, target));
  visit(path.join(root, 'packages/contract/src'));
  visit(path.join(root, 'package-lock.json'));
  return newest;
}

// Another directory (FIRST_LOAD_DIST, e.g. an older build kept for comparison) is measured as it is.
const stale = !process.env.FIRST_LOAD_DIST && (!existsSync(manifestFile) || statSync(manifestFile).mtimeMs < newestSource());
if (stale || (process.argv.includes('--build') && !process.env.FIRST_LOAD_DIST)) {
  console.log(stale ? 'web build missing or older than its sources: building it' : 'building the web app');
  const started = Date.now();
  // NODE_ENV=test (set by a test runner) would make Vite build a development bundle.
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error(`no entry chunk in ${manifestFile}`);

/** The manifest keys of `keys` and of every chunk they import statically, each once. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}
/** kB as Vite's build report prints them: 1,000 bytes. */
const kb = (bytes) => (bytes / 1000).toFixed(1);

const entryChunks = staticClosure([entryKey]);
let over = false;
const rows = [];
/**
 * The manifest key of a route module's chunk: its source path, or (when Rollup put other modules
 * the page shares with its own lazy parts into that chunk and gave it no facade) the one dynamic
 * entry chunk named after the module.
 */
function routeChunk(module) {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const named = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !manifest[key].src && manifest[key].name === name);
  if (named.length !== 1) throw new Error(`${module} has no chunk of its own in the manifest (${named.length} named ${name}): has the route moved?`);
  return named[0];
}

for (const page of pages) {
  const routeKey = routeChunk(page.module);
  const files = staticClosure([entryKey, routeKey]).map((key) => manifest[key].file);
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const routeOnly = staticClosure([routeKey]).filter((key) => !entryChunks.includes(key));
  const routeBytes = routeOnly.reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  over ||= total > budgetKb * 1000;
  rows.push({ page, files, total, routeBytes });
}

console.log(`\nfirst-load JS, gzip level 9 (node:zlib), budget ${budgetKb} kB per page`);
console.log('\nentry chunks (every page):');
for (const key of entryChunks) console.log(`  ${kb(gzipSize(manifest[key].file)).padStart(7)} kB  ${manifest[key].file}`);
console.log('\npage              URL               entry    route    total   budget  verdict');
const entryBytes = entryChunks.reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
for (const { page, files, total, routeBytes } of rows) {
  console.log(
    `${page.name.padEnd(17)} ${page.url.padEnd(15)} ${kb(entryBytes).padStart(7)} ${kb(routeBytes).padStart(8)} ${kb(total).padStart(8)} ${String(budgetKb).padStart(8)}  ${total > budgetKb * 1000 ? 'OVER' : 'ok'}  (${files.length} files)`,
  );
}
if (process.argv.includes('--files')) {
  for (const { page, files } of rows) {
    console.log(`\n${page.name}:`);
    for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a))) console.log(`  ${kb(gzipSize(file)).padStart(7)} kB  ${file}`);
  }
}
if (over) console.log(`\nA page's first load is over ${budgetKb} kB of gzipped JS: move what its first screen does not need behind a dynamic import.`);
process.exit(over ? 1 : 0);
