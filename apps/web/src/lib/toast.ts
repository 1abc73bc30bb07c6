import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Toast = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;

/**
 * Sonner (10 kB gzip) is imported on first use instead of with the app: no first screen shows a
 * toast. The app's Toaster (app/provider.tsx) mounts once this resolves; a toast sent before it
 * mounted is shown when it does (Sonner hands its active toasts to a Toaster that subscribes late).
 * A failed import is forgotten, so the next toast asks again.
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

function later<Name extends 'success' | 'error' | 'dismiss'>(name: Name) {
  return (...args: Parameters<Toast[Name]>): void => {
    loadSonner().then(
      ({ toast: real }) => (real[name] as (...rest: Parameters<Toast[Name]>) => unknown)(...args),
      () => undefined,
    );
  };
}

/** Sonner's toast calls the app makes, sent in the order they were made once Sonner is loaded. */
export const toast = {
  success: later('success'),
  error: later('error'),
  dismiss: later('dismiss'),
};
