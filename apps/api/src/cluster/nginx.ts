import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/** deploy/nginx.conf: the configuration a deployment uses, with ${LISTEN} and ${NGINX_DIR} to fill. */
export const nginxTemplate = path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf');
export const nginxBinary = process.env.NGINX_BIN || '/usr/sbin/nginx';

export function renderNginxConf(template: string, values: { LISTEN: string; NGINX_DIR: string }): string {
  return template.replace(/\$\{(LISTEN|NGINX_DIR)\}/g, (_, name: keyof typeof values) => values[name]);
}

/**
 * The upstream's servers: the ready processes. With none ready every known one is listed as
 * `down` (an upstream needs a server), so nginx answers 502 at once instead of trying them.
 */
export function upstreamsConf(ready: number[], known: number[]): string {
  if (ready.length === 0) return known.map((port) => `server 127.0.0.1:${port} down;\n`).join('') || 'server 127.0.0.1:1 down;\n';
  return ready.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join('');
}

export interface Nginx {
  url: string;
  accessLog: string;
  /** Rewrites upstreams.conf and reloads (SIGHUP, as `nginx -s reload`) when the list changed. */
  setUpstreams(ready: number[], known: number[]): void;
  stop(): Promise<void>;
}

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx in the foreground (`daemon off`), its files under `dir`, serving `host:port`. */
export async function startNginx(dir: string, host: string, port: number, ready: number[]): Promise<Nginx> {
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'temp', temp), { recursive: true });
  // Started as root, nginx's workers run as `nobody`, who must reach the temp folders (and the
  // folder holding this one: the caller's).
  chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, renderNginxConf(readFileSync(nginxTemplate, 'utf8'), { LISTEN: `${host}:${port}`, NGINX_DIR: dir }));
  let written = upstreamsConf(ready, ready);
  writeFileSync(path.join(dir, 'upstreams.conf'), written);
  const args = ['-p', dir, '-c', conf];
  const tested = spawnSync(nginxBinary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t failed: ${tested.stderr || tested.error?.message}`);

  const output = createWriteStream(path.join(dir, 'nginx.out'), { flags: 'a' });
  const child: ChildProcess = spawn(nginxBinary, [...args, '-g', 'daemon off;'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(output);
  child.stderr!.pipe(output);
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(host, port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: see ${path.join(dir, 'nginx.out')}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://${host}:${port}`,
    accessLog: path.join(dir, 'access.log'),
    setUpstreams(readyPorts, known) {
      const next = upstreamsConf(readyPorts, known);
      if (next === written || child.exitCode !== null) return;
      written = next;
      writeFileSync(path.join(dir, 'upstreams.conf'), next);
      child.kill('SIGHUP');
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // The API processes have stopped by now: nothing is left in flight to wait for.
      child.kill('SIGTERM');
      await once(child, 'exit');
      output.end();
    },
  };
}
