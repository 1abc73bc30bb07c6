import type { ComponentType } from 'react';
import type { RouteHandle } from './shell/shell-layout';

/** A route module's default export becomes the route's component, loaded on first visit. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

export const handle = (value: RouteHandle & { description?: string }) => value;
