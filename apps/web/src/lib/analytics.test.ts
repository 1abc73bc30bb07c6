import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from './app-config';

// Each case is a fresh page load: script de-duplication starts empty.
let loadAnalyticsAfterInteraction: typeof import('./analytics').loadAnalyticsAfterInteraction;
beforeEach(async () => {
  vi.resetModules();
  ({ loadAnalyticsAfterInteraction } = await import('./analytics'));
});

const gtagScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/gtag/js'),
  );

function config(analyticsId: string | null) {
  return vi.fn(async (): Promise<AppConfig> => ({ appUrl: 'https://pazaryeri.test', analyticsId, googleClientId: null }));
}

let stop = () => undefined as void;
afterEach(() => {
  stop();
  delete window.gtag;
  delete window.dataLayer;
});

describe('analytics', () => {
  it('loads nothing, not even the config, before the first interaction', async () => {
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getConfig).not.toHaveBeenCalled();
    expect(gtagScripts()).toHaveLength(0);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'scroll'])('loads gtag with the id after the first %s', async (event) => {
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event(event));
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts()[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ 0: 'config', 1: 'G-TEST123' }));
  });

  it('loads once, however many interactions follow', async () => {
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(getConfig).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the deployment has no analytics id', async () => {
    const getConfig = config(null);
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(getConfig).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('stays quiet when the config cannot be fetched', async () => {
    const getConfig = vi.fn(() => Promise.reject(new Error('offline')));
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(getConfig).toHaveBeenCalled());
    expect(gtagScripts()).toHaveLength(0);
  });
});
