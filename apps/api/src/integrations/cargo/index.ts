import type { Config } from '../../config';
import { createHttpCargoProvider } from './http';
import type { CargoProvider } from './provider';
import { createSandboxCargoProvider, type SandboxCargoOptions } from './sandbox';

export type CargoConfig = Config['cargo'];

/** The configured aggregator: the in-process sandbox (default) or the HTTP adapter. */
export function createCargoProvider(config: CargoConfig, sandbox: SandboxCargoOptions = {}, http: { fetch?: typeof fetch; retryBaseMs?: number } = {}): CargoProvider {
  if (config.provider === 'http') {
    if (!config.apiUrl || !config.apiToken) throw new Error('CARGO_PROVIDER=http needs CARGO_API_URL and CARGO_API_TOKEN');
    return createHttpCargoProvider({ baseUrl: config.apiUrl, token: config.apiToken, ...http });
  }
  return createSandboxCargoProvider(sandbox);
}

export type * from './provider';
export { cargoStatuses, trackingCodes } from './provider';
export { CargoError, cargoErrorMessages, isCargoError } from './errors';
export { sandboxCarriers, sandboxTariffs, supportPhoneOf } from './carriers';
export { billableDesi, distanceBand, priceOf, volumetricDesi, regionOf } from './pricing';
export { createSandboxCargoProvider, quote, rankOffers } from './sandbox';
export { createMemoryCargoStore, type CargoSandboxStore, type SandboxShipmentRecord } from './sandbox-store';
