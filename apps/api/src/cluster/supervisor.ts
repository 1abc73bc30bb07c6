import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdirSync, renameSync, writeFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type Nginx, startNginx } from './nginx';
import { freePort } from '../lib/free-port';

/**
 * N API processes behind nginx, watched the way an orchestrator would: each process's
 * /api/ready polled, nginx's upstream list kept to the ready ones, a dead process started again
 * after a back-off, a rolling restart on request.
 */
export interface ClusterOptions {
  processes: number;
  /** How to run one API process: [executable, ...arguments]. */
  command: string[];
  /** Every process's environment (database, Redis, secret, bucket …) on top of this one's. */
  env: Record<string, string>;
  /** The first process's extras: it boots alone (migrations, demo data) before the others. */
  firstEnv?: Record<string, string>;
  /** The cluster's folder: nginx/ and logs/. */
  dir: string;
  host: string;
  port: number;
  /** A process's port and metrics port (0: none), by slot and how many times it was started (1, 2 …); else free ones. */
  ports?: (slot: number, starts: number) => { port: number; metricsPort: number };
  /** Where the processes' output goes: this process's console (prefixed) or logs/api-<slot>.log. */
  output: 'console' | 'files';
  checkIntervalMs?: number;
  /** A process that does not answer ready within this long is killed and started again. */
  bootTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface ClusterProcess {
  slot: number;
  generation: number;
  port: number;
  /** Where it serves /metrics (0: nowhere). */
  metricsPort: number;
  child: ChildProcess;
  startedAt: number;
  ready: boolean;
  /** Ready at least once: a process that later fails its checks is taken out, never killed for it. */
  wasReady: boolean;
  /** Readiness polls failed in a row (FAILURE_THRESHOLD of them take a ready process out). */
  failedChecks: number;
  /** Being replaced or stopped: out of the upstream list, not started again when it exits. */
  retiring: boolean;
  exited: Promise<void>;
}

export interface Cluster {
  url: string;
  accessLog: string;
  /** Each slot's current process. */
  current(): ClusterProcess[];
  /** Every process started so far, in order: replaced and dead ones too. */
  history(): ClusterProcess[];
  /** Resolves once every slot's current process answers ready. */
  allReady(timeoutMs?: number): Promise<void>;
  /** Each slot in turn: its replacement started and ready, then the old one stopped with SIGTERM and gone. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Failed polls in a row before a ready process leaves the upstream list, as an orchestrator's
 * readiness probe counts them (Kubernetes' failureThreshold is 3): one slow answer on a busy
 * machine must not take a process out and put it back, reloading nginx each time. A process that
 * shuts down says so itself and is taken out by whoever stops it (`terminate`), not by these polls.
 */
const FAILURE_THRESHOLD = 3;

async function answersReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(`[cluster] ${line}`));
  const interval = options.checkIntervalMs ?? 500;
  const bootTimeout = options.bootTimeoutMs ?? 300_000;
  mkdirSync(path.join(options.dir, 'logs'), { recursive: true });
  mkdirSync(path.join(options.dir, 'nginx'), { recursive: true });
  chmodSync(options.dir, 0o755);

  const slots: ClusterProcess[] = [];
  const all: ClusterProcess[] = [];
  const files = new Map<number, WriteStream>();
  let nginx: Nginx | null = null;
  let stopping = false;
  let generations = 0;
  const quickDeaths: number[] = [];
  const starts: number[] = [];

  // Fail open, as Envoy's panic threshold does: when no process is ready though some were, the
  // cause is almost always a part they share (a slow bucket, Redis), and every process says so at
  // once. Taking them all out would turn a slow dependency into a site that answers nothing; sent
  // traffic, they answer what does not need it (the catalogue from its cache, most of the rest).
  let failingOpen = false;
  const upstreams = () => {
    const live = all.filter((proc) => proc.child.exitCode === null && proc.child.signalCode === null);
    const serving = live.filter((proc) => !proc.retiring);
    const ready = serving.filter((proc) => proc.ready);
    const openTo = ready.length === 0 ? serving.filter((proc) => proc.wasReady) : [];
    if ((openTo.length > 0) !== failingOpen) {
      failingOpen = openTo.length > 0;
      log(failingOpen ? `no process ready: sending to all ${openTo.length} that were (fail open)` : 'a process is ready again: sending to the ready ones only');
    }
    nginx?.setUpstreams(
      (ready.length > 0 ? ready : openTo).map((proc) => proc.port),
      live.map((proc) => proc.port),
    );
    writeScrapeTargets(live);
  };

  // Prometheus' file_sd format: the live processes' metrics ports, which move with each restart
  // (deploy/prometheus/prometheus.yml reads this file for the cluster).
  const targetsFile = path.join(options.dir, 'prometheus-targets.json');
  let targetsWritten = '';
  function writeScrapeTargets(live: ClusterProcess[]) {
    const targets = live.filter((proc) => proc.metricsPort > 0).map((proc) => ({ targets: [`127.0.0.1:${proc.metricsPort}`], labels: { slot: String(proc.slot + 1) } }));
    const text = `${JSON.stringify(targets, null, 2)}\n`;
    if (text === targetsWritten) return;
    writeFileSync(`${targetsFile}.tmp`, text);
    renameSync(`${targetsFile}.tmp`, targetsFile);
    targetsWritten = text;
  }

  function pipeOutput(proc: ClusterProcess) {
    if (options.output === 'files') {
      let file = files.get(proc.slot);
      if (!file) files.set(proc.slot, (file = createWriteStream(path.join(options.dir, 'logs', `api-${proc.slot + 1}.log`), { flags: 'a' })));
      proc.child.stdout!.pipe(file, { end: false });
      proc.child.stderr!.pipe(file, { end: false });
      return;
    }
    const name = `[api ${proc.slot + 1}.${proc.generation}]`;
    createInterface({ input: proc.child.stdout! }).on('line', (line) => console.log(`${name} ${line}`));
    createInterface({ input: proc.child.stderr! }).on('line', (line) => console.error(`${name} ${line}`));
  }

  async function launch(slot: number, extraEnv: Record<string, string> = {}): Promise<ClusterProcess> {
    const generation = ++generations;
    starts[slot] = (starts[slot] ?? 0) + 1;
    const { port, metricsPort } = options.ports?.(slot, starts[slot]) ?? { port: await freePort(), metricsPort: 0 };
    const [executable, ...args] = options.command;
    const child = spawn(executable, args, {
      // A group of its own: Ctrl-C reaches the cluster alone, which stops the processes in order.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...options.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) },
    });
    const proc: ClusterProcess = { slot, generation, port, metricsPort, child, startedAt: Date.now(), ready: false, wasReady: false, failedChecks: 0, retiring: false, exited: once(child, 'exit').then(() => undefined) };
    all.push(proc);
    slots[slot] = proc;
    pipeOutput(proc);
    log(`api ${slot + 1} (process ${generation}) starting on port ${port}, pid ${child.pid}`);
    void proc.exited.then(() => onExit(proc));
    return proc;
  }

  function onExit(proc: ClusterProcess) {
    proc.ready = false;
    upstreams();
    const how = proc.child.signalCode ?? `code ${proc.child.exitCode}`;
    log(`api ${proc.slot + 1} (process ${proc.generation}) exited (${how})`);
    if (stopping || proc.retiring || slots[proc.slot] !== proc) return;
    // Restart=always with a back-off: 1 s after a process that ran a while, doubling (to 30 s) while it keeps dying young.
    quickDeaths[proc.slot] = Date.now() - proc.startedAt < 30_000 ? (quickDeaths[proc.slot] ?? 0) + 1 : 1;
    const backoff = Math.min(30_000, 1000 * 2 ** (quickDeaths[proc.slot] - 1));
    log(`api ${proc.slot + 1}: starting again in ${backoff} ms`);
    setTimeout(() => {
      if (!stopping && slots[proc.slot] === proc) void launch(proc.slot);
    }, backoff);
  }

  // The health checker: every live process's readiness, every `interval` ms.
  let checking = true;
  const checker = (async () => {
    while (checking) {
      const live = all.filter((proc) => proc.child.exitCode === null && proc.child.signalCode === null);
      await Promise.all(
        live.map(async (proc) => {
          const answered = await answersReady(proc.port);
          proc.failedChecks = answered ? 0 : proc.failedChecks + 1;
          const ready = answered || (proc.ready && proc.failedChecks < FAILURE_THRESHOLD);
          if (ready !== proc.ready && proc.child.exitCode === null) {
            proc.ready = ready;
            proc.wasReady ||= ready;
            log(`api ${proc.slot + 1} (process ${proc.generation}) ${ready ? 'ready' : `not ready (${proc.failedChecks} checks failed in a row)`}`);
          }
          if (!ready && !proc.retiring && !proc.wasReady && Date.now() - proc.startedAt > bootTimeout) {
            log(`api ${proc.slot + 1} (process ${proc.generation}) not ready after ${bootTimeout} ms: killing it`);
            proc.child.kill('SIGKILL');
          }
        }),
      );
      upstreams();
      await pause(interval);
    }
  })();

  async function untilReady(proc: ClusterProcess, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!proc.ready) {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new Error(`api ${proc.slot + 1} exited before it was ready`);
      if (Date.now() > deadline) throw new Error(`api ${proc.slot + 1} not ready within ${timeoutMs} ms`);
      await pause(50);
    }
  }

  /** Out of nginx's list first (a second for the reload to take), then SIGTERM; SIGKILL after `graceMs`. */
  async function terminate(proc: ClusterProcess, leadMs = 1000, graceMs = 30_000) {
    proc.retiring = true;
    upstreams();
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
    if (leadMs > 0) await pause(leadMs);
    proc.child.kill('SIGTERM');
    const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
    await proc.exited;
    clearTimeout(timer);
  }

  const stop = async () => {
    stopping = true;
    checking = false;
    await checker;
    await Promise.all(all.map((proc) => terminate(proc, 0)));
    await nginx?.stop();
    for (const file of files.values()) file.end();
  };

  try {
    const first = await launch(0, options.firstEnv);
    await untilReady(first, bootTimeout);
    nginx = await startNginx(path.join(options.dir, 'nginx'), options.host, options.port, [first.port]);
    log(`nginx on http://${options.host}:${options.port}`);
    const rest = await Promise.all(Array.from({ length: options.processes - 1 }, (_, index) => launch(index + 1)));
    await Promise.all(rest.map((proc) => untilReady(proc, bootTimeout)));
  } catch (error) {
    await stop();
    throw error;
  }
  const proxy = nginx;

  let restarting: Promise<void> | null = null;
  return {
    url: proxy.url,
    accessLog: proxy.accessLog,
    current: () => [...slots],
    history: () => [...all],
    async allReady(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!slots.every((proc) => proc.ready)) {
        if (Date.now() > deadline) throw new Error(`not every process ready within ${timeoutMs} ms`);
        await pause(50);
      }
    },
    rollingRestart() {
      restarting ??= (async () => {
        try {
          for (let slot = 0; slot < slots.length && !stopping; slot += 1) {
            const old = slots[slot];
            log(`rolling restart: api ${slot + 1}`);
            const replacement = await launch(slot);
            await untilReady(replacement, bootTimeout);
            await terminate(old);
          }
          log('rolling restart: done');
        } finally {
          restarting = null;
        }
      })();
      return restarting;
    },
    stop,
  };
}
