import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test' };

describe('operations settings', () => {
  it('serves metrics on 127.0.0.1:9464 and drains 3 s, closes within 10 s, unless told otherwise', () => {
    expect(loadConfig(base)).toMatchObject({ metrics: { port: 9464, host: '127.0.0.1' }, shutdown: { drainMs: 3000, timeoutMs: 10_000 } });
    expect(loadConfig({ ...base, METRICS_PORT: '9500', METRICS_HOST: '10.0.0.5', SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500' })).toMatchObject({
      metrics: { port: 9500, host: '10.0.0.5' },
      shutdown: { drainMs: 0, timeoutMs: 2500 },
    });
    expect(loadConfig({ ...base, METRICS_PORT: '0' }).metrics).toBeNull();
    expect(loadConfig({ ...base, METRICS_PORT: 'off' }).metrics).toBeNull();
  });

  it('refuses a bad value at boot, naming the setting', () => {
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: a port number/);
    expect(() => loadConfig({ ...base, METRICS_PORT: 'yes' })).toThrow(/METRICS_PORT: a port number/);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, METRICS_HOST: '' })).toThrow(/METRICS_HOST/);
  });
});

describe('memory settings (issue 29)', () => {
  // A server's settings, not a test's: the defaults differ for tests.
  const server = { NODE_ENV: 'production', JWT_SECRET: 'config-test-secret-config-test-secret-0123', DATA_DIR: '/tmp/pazaryeri-config-test' };
  const cacheMb = (env: Record<string, string>) => (loadConfig(env).catalogueCache?.maxBytes ?? 0) / 2 ** 20;

  it('gives the catalogue cache 64 MB on the embedded database and 200 MB on PostgreSQL, unless told', () => {
    expect(cacheMb(server)).toBe(64);
    expect(cacheMb({ ...server, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })).toBe(200);
    expect(cacheMb({ ...server, CATALOGUE_CACHE_MB: '128' })).toBe(128);
    expect(cacheMb({ ...server, DATABASE_URL: 'postgresql://db/shop', CATALOGUE_CACHE_MB: '32' })).toBe(32);
    expect(() => loadConfig({ ...server, CATALOGUE_CACHE_MB: '0' })).toThrow(/CATALOGUE_CACHE_MB/);
  });

  it('leaves searches to PostgreSQL past 200,000 products filed, unless told', () => {
    expect(loadConfig(server).catalogueCache?.searchUpTo).toBe(200_000);
    expect(loadConfig({ ...server, CATALOGUE_INDEX_SEARCH_MAX: '50000' }).catalogueCache?.searchUpTo).toBe(50_000);
    expect(() => loadConfig({ ...server, CATALOGUE_INDEX_SEARCH_MAX: 'many' })).toThrow(/CATALOGUE_INDEX_SEARCH_MAX/);
  });

  it('compiles the embedded database with the baseline compiler in a server and with both in tests, unless told', () => {
    expect(loadConfig(server).pgliteCompiler).toBe('baseline');
    expect(loadConfig(base).pgliteCompiler).toBe('optimizing');
    expect(loadConfig({ ...server, PGLITE_COMPILER: 'optimizing' }).pgliteCompiler).toBe('optimizing');
    expect(() => loadConfig({ ...server, PGLITE_COMPILER: 'fast' })).toThrow(/PGLITE_COMPILER/);
  });

  it('grows the heaps of a server to 1.25× what a collection left alive and leaves V8\'s own factor in tests, unless told', () => {
    expect(loadConfig(server).heapGrowingPercent).toBe(25);
    expect(loadConfig(base).heapGrowingPercent).toBe(0);
    expect(loadConfig({ ...server, HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ ...base, HEAP_GROWING_PERCENT: '50' }).heapGrowingPercent).toBe(50);
    expect(() => loadConfig({ ...server, HEAP_GROWING_PERCENT: 'small' })).toThrow(/HEAP_GROWING_PERCENT/);
  });
});
