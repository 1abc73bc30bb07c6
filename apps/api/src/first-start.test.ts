import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { demoPosts } from './demo/blog';
import { demoCategories } from './demo/categories';
import { demoStlModels } from './demo/stl';
import { firstStartTasks } from './first-start';
import { residentMemoryMb } from './lib/resident-memory';
import { freePort } from './lib/free-port';
import { serverBundle } from './test/server-build';

const folders: string[] = [];
async function folder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pz-first-start-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...env });

describe('what a first start does in processes of its own', () => {
  it('creates the embedded database on disk once, loads the demo data once, and leaves throw-away and PostgreSQL databases alone', async () => {
    const dataDir = await folder();
    const onDisk = { DATA_DIR: dataDir, DATABASE_URL: '' };
    expect(firstStartTasks(configOf(onDisk))).toEqual(['create-database', 'load-demo-data']);
    expect(firstStartTasks(configOf({ ...onDisk, SEED_DEMO_DATA: 'false' }))).toEqual(['create-database']);
    // In memory: a child's database would vanish with the child.
    expect(firstStartTasks(configOf({ DATA_DIR: dataDir, DATABASE_URL: 'memory://' }))).toEqual([]);
    expect(firstStartTasks(configOf({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1/x' }))).toEqual(['load-demo-data']);

    // Once the database and the demo data are in, nothing is left for a child.
    const database = path.join(dataDir, 'pglite');
    await import('node:fs/promises').then(({ mkdir }) => mkdir(database, { recursive: true }));
    await writeFile(path.join(database, 'PG_VERSION'), '18\n');
    await writeFile(path.join(dataDir, 'demo-data-loaded'), 'then\n');
    expect(firstStartTasks(configOf(onDisk))).toEqual([]);
  });

  it('a fresh install’s server never holds what creating its database and loading the demo data took, and answers with the demo data', async () => {
    const dataDir = await folder();
    const port = await freePort();
    const server = spawn(process.execPath, [serverBundle()], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: 'true', REDIS_URL: '', LOG_LEVEL: 'warn', METRICS_PORT: 'off', SHUTDOWN_DRAIN_MS: '0', SERVE_WEB: 'false' },
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const api = (url: string) => fetch(`http://127.0.0.1:${port}${url}`).then((response) => response.json());
    try {
      const deadline = Date.now() + 280_000;
      while (!(await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false))) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(output).toContain('first start: creating the embedded database in a process of its own');
      expect(output).toContain('first start: loading the demo data in a process of its own');
      // The two children run side by side, and the loader opens the database only once it exists.
      const created = output.search(/first start: create-database done in \d+ s \(peak \d+ MB resident\)/);
      const loaded = output.search(/first start: load-demo-data done in \d+ s \(peak \d+ MB resident\)/);
      expect(created).toBeGreaterThan(-1);
      expect(loaded).toBeGreaterThan(created);
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'demo-data-loaded'))).toBe(true);
      // The first answer comes with the demo data: every area of it.
      expect(await api('/api/categories/main')).toHaveLength(demoCategories.length);
      expect((await api('/api/products?limit=1')).total).toBeGreaterThan(200);
      expect((await api('/api/blog?limit=1')).total).toBe(demoPosts.length);
      expect((await api('/api/stl?limit=1')).total).toBe(demoStlModels.length);
      expect((await api('/api/ilan')).total).toBeGreaterThan(0);
      // The catalogue's pictures are drawn after the first answer, and every one is there when asked
      // for: one asked for at once (drawn then, unless the background drawing got to it first) ...
      const { products } = (await api('/api/products?limit=20')) as { products: { images: { listUrl: string }[] }[] };
      const picture = await fetch(`http://127.0.0.1:${port}${products.find(({ images }) => images.length > 0)!.images[0].listUrl}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
      // ... and all of them once the drawing in its own process is done, which leaves no folder behind.
      while (!/first start: draw-pictures done in \d+ s/.test(output)) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the pictures were not drawn:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(existsSync(path.join(dataDir, 'pictures-to-draw'))).toBe(false);
      expect((await readdir(path.join(dataDir, 'uploads', 'products'))).filter((name) => name.endsWith('.webp')).length).toBeGreaterThan(400);
      // Creating a PGlite database peaks above 800 MB in the process that does it (initdb runs in
      // a WebAssembly instance of its own), loading the demo data near 600 MB; the server that
      // opens it afterwards stays far below.
      expect(residentMemoryMb(server.pid!)?.peak).toBeLessThan(650);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }, 300_000);
});
