import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from './app-config';

// Each case is a fresh page load: script de-duplication starts empty.
let loadAnalyticsAfterInteraction: typeof import('./analytics').loadAnalyticsAfterInteraction;
let saveAnalyticsChoice: typeof import('./analytics').saveAnalyticsChoice;
beforeEach(async () => {
  vi.resetModules();
  ({ loadAnalyticsAfterInteraction, saveAnalyticsChoice } = await import('./analytics'));
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

describe('analytics, once the visitor has accepted it', () => {
  beforeEach(() => saveAnalyticsChoice(true));

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

describe('analytics consent', () => {
  it('loads nothing while the visitor has not chosen, however they interact', async () => {
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getConfig).not.toHaveBeenCalled();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('makes no analytics request at all after a rejection', async () => {
    saveAnalyticsChoice(false);
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getConfig).not.toHaveBeenCalled();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads once the visitor accepts after having interacted (accepting is itself an interaction)', async () => {
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getConfig).not.toHaveBeenCalled();
    saveAnalyticsChoice(true);
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
  });

  it('waits for the first interaction when consent was given on an earlier visit', async () => {
    saveAnalyticsChoice(true);
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getConfig).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('touchstart'));
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
  });

  it('follows a choice made in another tab', async () => {
    const getConfig = config('G-TEST123');
    stop = loadAnalyticsAfterInteraction(getConfig);
    window.dispatchEvent(new Event('pointerdown'));
    localStorage.setItem('pazaryeri:analytics-consent', JSON.stringify({ granted: true, at: '2026-03-01T10:00:00.000Z' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'pazaryeri:analytics-consent' }));
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
  });

  it('stops a loaded gtag from sending and removes its cookies on a withdrawal, and lets it send again on a new consent', async () => {
    saveAnalyticsChoice(true);
    stop = loadAnalyticsAfterInteraction(config('G-TEST123'));
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(gtagScripts()).toHaveLength(1));
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST123=GS1.1.456; path=/';
    document.cookie = 'tercih=kalsin; path=/';
    const disabled = () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'];

    saveAnalyticsChoice(false);
    expect(disabled()).toBe(true);
    expect(document.cookie).toBe('tercih=kalsin');

    saveAnalyticsChoice(true);
    expect(disabled()).toBe(false);
    expect(gtagScripts()).toHaveLength(1);
    document.cookie = 'tercih=; Max-Age=0; path=/';
  });

  it('keeps the choice, and reads a broken one as no choice', async () => {
    const { readAnalyticsChoice } = await import('./analytics');
    expect(readAnalyticsChoice()).toBeNull();
    saveAnalyticsChoice(false, '2026-03-01T10:00:00.000Z');
    expect(readAnalyticsChoice()).toEqual({ granted: false, at: '2026-03-01T10:00:00.000Z' });
    localStorage.setItem('pazaryeri:analytics-consent', '{bozuk');
    expect(readAnalyticsChoice()).toBeNull();
  });
});
