import type { PublicConfig } from '@pazaryeri/contract/common/index';
import { useEffect, useState } from 'react';

/** `GET /api/config`: what the browser needs to know about this deployment. */
export type AppConfig = PublicConfig;

let configRequest: Promise<AppConfig> | null = null;

/** Fetches the config once per page load; a failed fetch is retried by the next caller. */
export function loadAppConfig(): Promise<AppConfig> {
  configRequest ??= fetch('/api/config', { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`config ${response.status}`);
      return response.json() as Promise<AppConfig>;
    })
    .catch((error: unknown) => {
      configRequest = null;
      throw error;
    });
  return configRequest;
}

/** Forgets the fetched config (tests start each case from a fresh page). */
export function resetAppConfig(): void {
  configRequest = null;
}

/** The config, or null until it arrives (or when it cannot be fetched). */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let active = true;
    loadAppConfig()
      .then((value) => active && setConfig(value))
      .catch(() => active && setConfig(null));
    return () => {
      active = false;
    };
  }, []);
  return config;
}
