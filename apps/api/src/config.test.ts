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
