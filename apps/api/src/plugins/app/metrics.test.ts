import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPromtool, runPromtool } from '../../test/promtool';
import { createTestApp, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { serveMetrics } from './metrics';

const promtool = await checkPromtool();
const deployDir = path.join(import.meta.dirname, '../../../../../deploy/prometheus');

/** The value of one sample of the text, by its name and labels as written (`name{a="b"}`); null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

let t: TestApp;
beforeAll(async () => {
  // Without the list engine in memory a first list is read from the database (a miss), then kept (hits).
  t = await createTestApp({ CATALOGUE_CACHE: 'true', CATALOGUE_INDEX: 'false' });
});
afterAll(() => t.close());

describe('metrics', () => {
  it('times requests by route pattern, counts cache answers, mails and queued jobs, and passes promtool', async () => {
    for (const slug of ['birinci-urun', 'ikinci-urun']) await t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/boyle-bir-yer-yok/123' });
    await t.app.inject({ method: 'GET', url: '/api/boyle-bir-yer-yok/456' });

    const caches = [];
    for (let index = 0; index < 3; index += 1) caches.push((await t.app.inject({ method: 'GET', url: '/api/products?limit=5' })).headers['x-cache']);

    expect((await injectJson(t.app, { method: 'POST', url: '/api/subscriber/subscribe', payload: { email: 'olcum@example.com' } })).status).toBe(200);
    expect(await readOutbox(t.dataDir)).toHaveLength(1);

    await t.app.jobs.enqueue('test.metrics', {});
    await t.app.jobs.enqueue('test.metrics', {}, { runAt: new Date(Date.now() + 3_600_000) });

    const started = performance.now();
    const text = await t.app.metrics.text();
    const scrapeMs = performance.now() - started;

    const route = (path: string, status: number) => `pazaryeri_http_request_duration_seconds_count{method="GET",route="${path}",status="${status}"}`;
    expect(sample(text, route('/api/products/:slug', 404))).toBe(2);
    expect(sample(text, route('/api/health', 200))).toBe(1);
    // Two different unknown URLs, one series.
    expect(sample(text, route('unmatched', 404))).toBe(2);
    expect(text).not.toContain('birinci-urun');
    expect(text).toContain('pazaryeri_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}');

    expect(caches).toEqual(['miss', 'hit', 'hit']);
    expect(sample(text, 'pazaryeri_catalogue_cache_requests_total{result="hit"}')).toBe(caches.filter((value) => value === 'hit').length);
    expect(sample(text, 'pazaryeri_catalogue_cache_requests_total{result="miss"}')).toBe(caches.filter((value) => value === 'miss').length);

    expect(sample(text, 'pazaryeri_mails_total{outcome="sent"}')).toBe(1);
    expect(sample(text, 'pazaryeri_mails_total{outcome="failed"}')).toBe(0);

    expect(sample(text, 'pazaryeri_job_queue_depth{queue="test.metrics",state="due"}')).toBe(1);
    expect(sample(text, 'pazaryeri_job_queue_depth{queue="test.metrics",state="scheduled"}')).toBe(1);
    expect(sample(text, 'pazaryeri_job_queue_depth{queue="marketing.send",state="due"}')).toBe(0);
    expect(sample(text, 'pazaryeri_job_queue_oldest_due_age_seconds{queue="test.metrics"}')).toBeGreaterThanOrEqual(0);

    expect(sample(text, 'pazaryeri_socketio_connected_sockets')).toBe(0);
    expect(sample(text, 'pazaryeri_ready')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    console.log(`metrics: ${Buffer.byteLength(text)} bytes, ${text.split('\n').length} lines, scraped in ${scrapeMs.toFixed(1)} ms`);

    if (!promtool.available) return console.warn(`promtool check metrics ${promtool.reason}`);
    const checked = await runPromtool(['check', 'metrics'], text);
    expect(checked).toEqual({ code: 0, output: '' });
  });

  it('is served on its own listener only: /metrics on the public port is a 404', async () => {
    const publicAnswer = await injectJson(t.app, { method: 'GET', url: '/metrics' });
    expect(publicAnswer).toMatchObject({ status: 404, body: { code: 'ROUTE_NOT_FOUND' } });

    const server = await serveMetrics(t.app, { port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.address() as { port: number };
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(await scraped.text()).toContain('# TYPE pazaryeri_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('deploy/prometheus: promtool accepts the scrape configuration and the rules, the alerts fire as their test says, on metrics we export', async () => {
    const alerts = await readFile(path.join(deployDir, 'alerts.yml'), 'utf8');
    const named = new Set(alerts.match(/pazaryeri_[a-z_]+/g));
    const exported = await t.app.metrics.text();
    for (const name of named) expect(exported, name).toMatch(new RegExp(`^${name.replace(/_(count|bucket)$/, '')}[_{ ]`, 'm'));

    if (!promtool.available) return console.warn(`promtool check config/rules ${promtool.reason}`);
    expect(await runPromtool(['check', 'config', path.join(deployDir, 'prometheus.yml')])).toMatchObject({ code: 0 });
    expect(await runPromtool(['check', 'rules', path.join(deployDir, 'alerts.yml')])).toMatchObject({ code: 0 });
    const tested = await runPromtool(['test', 'rules', path.join(deployDir, 'alerts.test.yml')]);
    expect(tested.output).toContain('SUCCESS');
    expect(tested.code).toBe(0);
  });
});
