/**
 * Catalogue benchmark (issues 3 and 19): a generated catalogue on PostgreSQL and on the embedded
 * database (PGlite); per endpoint (listing, filtered listing, detail, search) a seeded Zipf
 * workload (catalogue-workload.ts) sent by a load generator in its own process
 * (catalogue-load.ts, 32 keep-alive connections: autocannon at full speed, or requests spread
 * evenly at a set rate; 2 s warm-up, then the measured window) against four servers in child
 * processes (catalogue-server.ts):
 *
 *   api cache-on        the real API as configured by default, as fast as it answers
 *   api at target rate  the same server right after, the endpoint's target rate offered
 *   api signed-in       the cache-on server again at full speed, every request with a signed-in
 *                       buyer's token (the demo buyer, a favourite on every listing page 1–2 product)
 *   api cache-off       the real API with CATALOGUE_CACHE=false: the cost of a miss
 *   json ceiling        a plain Fastify route answering a prepared JSON of the API's answer size
 *   sql ceiling         the page's query alone through pg (named prepared statements but a search's, no count)
 *
 * During every API row a writer (catalogue-writer.ts) edits stock and prices at 20/s as the
 * demo seller and reads the changed products back anonymously: the longest stale answer. CPU
 * per request of the server process and of PostgreSQL from /proc. Each endpoint is judged
 * against issue 19's targets on two rows: the cache-on row's req/s (saturated), the rated row's
 * p99 (at the target rate, which it must keep up with); exit code 1 when one fails.
 *
 *   npm run bench:catalogue            (tsx bench/catalogue.ts)
 *   BENCH_TARGETS       pglite,postgres (default both)
 *   BENCH_PRODUCTS      100000          BENCH_SECONDS  measured seconds per row (default 10)
 *   BENCH_SEED          the workload's seed (default 19)
 *   BENCH_WRITES        writes a second during the API rows (default 20; 0: no writer)
 *   BENCH_ROUNDS        every server's rows this many times in turn (default 1); issue 28's ratios
 *                       (printed after the table, targets beside) are taken within a round and
 *                       judged on their median over the rounds
 *   BENCH_DATABASE_URL  PostgreSQL server to create a throw-away database on
 *                       (default postgres://postgres@127.0.0.1:5432/test)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { residentMemoryMb } from '../apps/api/src/lib/resident-memory';
import type { LoadJob } from './catalogue-load';
import { agent, type Measured, measure, request, startServer } from './catalogue-measure';
import { prepare, writeTargets } from './catalogue-prepare';
import { demoBuyer, demoSeller, ENDPOINTS, KEEP_DATABASE, REUSE_DATA_DIR, PAGE_SIZE, ROUNDS, roundTag, ROWS, SEED, SEQUENCE_LENGTH, type Target, targetFor, TARGETS, type Variant, WRITES_PER_SECOND } from './catalogue-settings';
import { hitRatio, ms, printRatios, printTable, type Row } from './catalogue-table';
import { buildWorkload, drawnFigures, type EndpointName, type EndpointWorkload, uniqueShares, ZIPF_S } from './catalogue-workload';
import type { WriterJob } from './catalogue-writer';

interface ListAnswer {
  products: { _id: string }[];
  total: number;
  totalCapped?: boolean;
  searchMode?: string;
}

/** Product ids of an answer, in order (a list's page or a detail's one product). */
const idsOf = (text: string) => {
  const body = JSON.parse(text) as { products?: { _id: string }[]; _id?: string };
  return body.products ? body.products.map((product) => product._id) : body._id ? [body._id] : [];
};

async function benchTarget(target: Target): Promise<{ rows: Row[]; notes: string[] }> {
  // The embedded database lives in its data folder: one kept by an earlier run, or a new one.
  const reusedDir = target === 'pglite' ? REUSE_DATA_DIR : undefined;
  const dataDir = reusedDir ?? (await mkdtemp(path.join(tmpdir(), `pz-bench-${target}-`)));
  const prepared = await prepare(target, dataDir);
  const notes: string[] = [];
  const rows: Row[] = [];
  try {
    const drawn = buildWorkload(prepared.facts, SEED, SEQUENCE_LENGTH);
    const workload = drawn.filter((endpoint) => !ENDPOINTS || ENDPOINTS.includes(endpoint.name));
    const urlsFiles = new Map<EndpointName, string>();
    for (const endpoint of workload) {
      const file = path.join(dataDir, `urls-${endpoint.name.replace(' ', '-')}.json`);
      await writeFile(file, JSON.stringify(endpoint.urls));
      urlsFiles.set(endpoint.name, file);
      const whole = drawnFigures(endpoint, 0, endpoint.urls.length);
      console.log(
        `  workload ${endpoint.name.padEnd(16)} ${endpoint.urls.length.toLocaleString('en')} URLs drawn, ${whole.distinct.toLocaleString('en')} distinct, unique class ${(whole.uniqueClassShare * 100).toFixed(1)} % (aimed ${uniqueShares[endpoint.name] * 100} %); first: ${endpoint.urls[0]}`,
      );
    }
    console.log(
      `  workload: ${prepared.facts.categories.length} categories, ${prepared.facts.words.length} words (most frequent: ${prepared.facts.words
        .slice(0, 5)
        .map((word) => `${word.word} ${word.count}`)
        .join(', ')}), Zipf s = ${ZIPF_S}, seed ${SEED}`,
    );
    const writes = writeTargets(prepared.onSale, drawn.find((endpoint) => endpoint.name === 'detail')!);
    const sampleAnswers = new Map<EndpointName, { url: string; status: number; text: string }[]>();
    let token = '';
    let buyerToken = '';

    const record = (round: number, endpoint: EndpointWorkload, variant: Variant, measured: Measured) => {
      const row: Row = { database: target, round, endpoint: endpoint.name, variant, measured, drawn: drawnFigures(endpoint, measured.load.start, measured.load.sent) };
      rows.push(row);
      const { load } = measured;
      const errors = load.errors + load.timeouts + load.non2xx;
      const codes = Object.entries(load.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${code}×${count}`)
        .join(' ');
      console.log(
        `  ${target}${roundTag(round)} ${variant.padEnd(18)} ${endpoint.name.padEnd(16)} p50 ${ms(load.p50)}  p99 ${ms(load.p99)}  ${load.rps.toFixed(0)} req/s  ${errors} errors${codes ? ` (${codes})` : ''}  hit ${hitRatio(load)}  ${row.drawn.distinct} URLs, unique class ${(row.drawn.uniqueClassShare * 100).toFixed(1)} %${measured.writer ? `  writes ${measured.writer.writes - measured.writer.failedWrites}/${measured.writer.writes}, stale ≤ ${measured.writer.longestStaleMs.toFixed(0)} ms` : ''}`,
      );
      if (measured.writer?.failures.length) notes.push(`${target}${roundTag(round)} ${variant} ${endpoint.name}: failed writes: ${measured.writer.failures.join('; ')}`);
    };

    // Rounds (BENCH_ROUNDS): every server's rows again, in the same order, so each round's ratios
    // pair rows measured minutes apart at most and the medians over rounds outlast a slow spell.
    let bodiesFile = '';
    for (let round = 1; round <= ROUNDS; round++) {
      const tag = roundTag(round);
      if (tag) console.log(`  round ${round} of ${ROUNDS}`);
      // The API, cache on and cache off, with the writer.
      for (const variant of (['api cache-on', 'api cache-off'] as const).filter((name) => ROWS.includes(name.slice(4)))) {
        const server = await startServer('api', prepared.databaseUrl, dataDir, [], variant === 'api cache-off' ? { CATALOGUE_CACHE: 'false' } : {});
        const booted = residentMemoryMb(server.pid);
        notes.push(
          `${target}${tag} ${variant}: listening ${(server.listenedMs / 1000).toFixed(1)} s after the process started, ready ${(server.readyMs / 1000).toFixed(1)} s after${variant === 'api cache-on' ? ' (its catalogue index loaded, its cache warmed with cards)' : ''}; ${booted?.rss ?? '?'} MB resident then, ${booted?.peak ?? '?'} MB at the peak`,
        );
        try {
          if (!token) {
            const login = await request(server.port, 'POST', '/api/users/login', { email: demoSeller.email, password: demoSeller.password });
            if (login.status !== 200) throw new Error(`demo seller login: ${login.status} ${login.text.slice(0, 200)}`);
            token = (JSON.parse(login.text) as { token: string }).token;
            const buyerLogin = await request(server.port, 'POST', '/api/users/login', { email: demoBuyer.email, password: demoBuyer.password });
            if (buyerLogin.status !== 200) throw new Error(`demo buyer login: ${buyerLogin.status} ${buyerLogin.text.slice(0, 200)}`);
            buyerToken = (JSON.parse(buyerLogin.text) as { token: string }).token;
            // The signed-in rows' buyer keeps every third product of the listing's first two pages
            // among their favourites: those pages go out marked, not as kept bytes.
            const liked = prepared.onSale.filter((product) => product.recommended_rank < 2 * PAGE_SIZE && product.recommended_rank % 3 === 0);
            for (const product of liked) {
              let toggled = await request(server.port, 'PUT', `/api/products/${product.id}/toggle-favorite`, undefined, buyerToken);
              // A reused database (BENCH_REUSE_…) has them among the favourites already: the toggle took it out.
              if (toggled.status === 200 && !(JSON.parse(toggled.text) as { favorite: boolean }).favorite) {
                toggled = await request(server.port, 'PUT', `/api/products/${product.id}/toggle-favorite`, undefined, buyerToken);
              }
              if (toggled.status !== 200 || !(JSON.parse(toggled.text) as { favorite: boolean }).favorite) throw new Error(`favourite ${product.slug}: ${toggled.status} ${toggled.text.slice(0, 200)}`);
            }
            // Each write target's list must hold it, or it is left out.
            for (const list of [writes.products, writes.soldOut ? [writes.soldOut] : []]) {
              for (const candidate of [...list]) {
                const answer = await request(server.port, 'GET', candidate.listUrl);
                if (answer.status !== 200 || !idsOf(answer.text).includes(candidate.id)) {
                  notes.push(`${target}: write target ${candidate.slug} not found on ${candidate.listUrl}; left out`);
                  if (candidate === writes.soldOut) writes.soldOut = null;
                  else writes.products.splice(writes.products.indexOf(candidate), 1);
                }
              }
            }
            console.log(
              `  writer: ${writes.products.length} products (${writes.products.map((product) => product.listUrl).join(', ')}) and ${writes.soldOut ? 1 : 0} sold out and back, ${WRITES_PER_SECOND} writes/s`,
            );
            // Real answers of the first URLs of each sequence, before any write: the JSON ceiling's
            // bodies and the SQL ceiling's check.
            for (const endpoint of workload) {
              const answers = [];
              for (const url of [...new Set(endpoint.urls.slice(0, 60))].slice(0, 20)) answers.push({ url, ...(await request(server.port, 'GET', url)) });
              sampleAnswers.set(endpoint.name, answers);
              const failed = answers.filter((answer) => answer.status !== 200);
              if (failed.length) notes.push(`${target} API ${endpoint.name}: ${failed.map((answer) => `${answer.status} ${answer.url}`).join(', ')}`);
              if (endpoint.name !== 'detail') {
                const pages = answers.filter((answer) => answer.status === 200).map((answer) => JSON.parse(answer.text) as ListAnswer);
                const totals = pages.map((page) => page.total);
                console.log(
                  `  API answers to the first ${answers.length} ${endpoint.name} URLs: ${pages.filter((page) => !page.products.length).length} empty pages, totals ${Math.min(...totals)}–${Math.max(...totals)}${pages.some((page) => page.totalCapped) ? ` (${pages.filter((page) => page.totalCapped).length} capped)` : ''}${endpoint.name === 'search' ? `, ${pages.filter((page) => page.searchMode === 'similar').length} by similar spelling` : ''}`,
                );
              }
            }
          }
          /** One API row with the writer; later rows start from what this row's writes left. */
          const measureApi = async (endpoint: EndpointWorkload, pace: Pick<LoadJob, 'rate' | 'first' | 'headers'> = {}) => {
            const writer: WriterJob | null = WRITES_PER_SECOND <= 0 ? null : {
              port: server.port,
              token,
              rate: WRITES_PER_SECOND,
              products: writes.products,
              soldOut: writes.soldOut,
            };
            const measured = await measure(target, server, urlsFiles.get(endpoint.name)!, dataDir, writer, pace);
            if (measured.writer) {
              writes.products = measured.writer.products;
              writes.soldOut = measured.writer.soldOut;
            }
            return measured;
          };
          for (const endpoint of workload) {
            const saturated = await measureApi(endpoint);
            record(round, endpoint, variant, saturated);
            if (variant !== 'api cache-on') continue;
            // The same endpoint again at its target rate, for the latency a buyer waits at that
            // load (at saturation a closed loop's latency is only its queue: 32 ÷ req/s). The
            // sequence goes on where the saturated run stopped: the cache is warm from it, and the
            // URLs are new ones of the same draw, not a replay of what it just cached.
            const first = saturated.load.start + saturated.load.sent;
            const rated = await measureApi(endpoint, { rate: Math.ceil(targetFor(target, endpoint.name).rps), first });
            record(round, endpoint, 'api at target rate', rated);
            // Signed-in buyers (their favourites marked on the kept answers), at full speed, going
            // on along the sequence again.
            if (ROWS.includes('signed-in')) {
              const headers = { authorization: `Bearer ${buyerToken}` };
              record(round, endpoint, 'api signed-in', await measureApi(endpoint, { first: rated.load.start + rated.load.sent, headers }));
            }
          }
        } finally {
          // Issue 29: what the server held once its rows were done, and at its peak. It runs the
          // sources under tsx (about 80 MB more than `npm start`'s bundle) unless BENCH_SERVER=built.
          const memory = residentMemoryMb(server.pid);
          if (memory) notes.push(`${target}${tag} ${variant}: the API process held ${memory.rss} MB resident after its rows, ${memory.peak} MB at the peak (${process.env.BENCH_SERVER === 'built' ? 'the built server, as npm start runs it' : 'sources under tsx'})`);
          await server.stop();
        }
      }

      // The JSON ceiling: the median-sized real answer of each endpoint, as prepared bytes.
      if (!bodiesFile) {
        const bodies: Record<string, string> = {};
        for (const endpoint of workload) {
          const answers = (sampleAnswers.get(endpoint.name) ?? []).filter((answer) => answer.status === 200).sort((a, b) => a.text.length - b.text.length);
          bodies[endpoint.name] = answers[Math.floor(answers.length / 2)]?.text ?? '{}';
        }
        console.log(`  json ceiling bodies: ${workload.map((endpoint) => `${endpoint.name} ${Buffer.byteLength(bodies[endpoint.name]).toLocaleString('en')} B`).join(', ')}`);
        bodiesFile = path.join(dataDir, 'bodies.json');
        await writeFile(bodiesFile, JSON.stringify(bodies));
      }
      for (const [mode, variant] of (
        [
          ['json', 'json ceiling'],
          ['sql', 'sql ceiling'],
        ] as const
      ).filter(([mode]) => ROWS.includes(mode))) {
        const server = await startServer(mode, prepared.databaseUrl, dataDir, mode === 'json' ? [bodiesFile] : []);
        try {
          if (mode === 'sql' && round === 1) {
            // The ceiling must find what the API found (pages of the first URLs, same order).
            for (const endpoint of workload) {
              let differ = 0;
              const examples: string[] = [];
              for (const answer of sampleAnswers.get(endpoint.name) ?? []) {
                if (answer.status !== 200) continue;
                const ceiling = await request(server.port, 'GET', answer.url);
                if (ceiling.status !== 200 || idsOf(ceiling.text).join() !== idsOf(answer.text).join()) {
                  differ += 1;
                  if (examples.length < 2) examples.push(`${answer.url} (API ${idsOf(answer.text).length} products, SQL ${ceiling.status === 200 ? idsOf(ceiling.text).length : ceiling.status})`);
                }
              }
              if (differ) notes.push(`${target} ${endpoint.name}: the SQL ceiling's page differs from the API's on ${differ} of ${sampleAnswers.get(endpoint.name)?.length} URLs, e.g. ${examples.join(', ')}`);
            }
          }
          for (const endpoint of workload) record(round, endpoint, variant, await measure(target, server, urlsFiles.get(endpoint.name)!, dataDir, null));
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await prepared.drop();
    if (!reusedDir && !(KEEP_DATABASE && target === 'pglite')) await rm(dataDir, { recursive: true, force: true });
  }
  return { rows, notes };
}

const rows: Row[] = [];
const notes: string[] = [];
for (const target of TARGETS) {
  const result = await benchTarget(target);
  rows.push(...result.rows);
  notes.push(...result.notes);
}
agent.destroy();
printTable(rows, notes);
printRatios(rows);
