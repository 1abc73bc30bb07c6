import { loadAppConfig, type AppConfig } from './app-config';
import { loadScript } from './load-script';

const firstInteractionEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function startGtag(measurementId: string): Promise<void> {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { anonymize_ip: true });
  return loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

/**
 * Keeps analytics off the critical path: nothing is fetched until the visitor first interacts,
 * and nothing loads at all unless the deployment has an analytics id. Returns a cancel function.
 */
export function loadAnalyticsAfterInteraction(
  getConfig: () => Promise<AppConfig> = loadAppConfig,
): () => void {
  const stop = () => {
    for (const event of firstInteractionEvents) window.removeEventListener(event, onFirstInteraction);
  };
  function onFirstInteraction() {
    stop();
    getConfig()
      .then((config) => (config.analyticsId ? startGtag(config.analyticsId) : undefined))
      .catch(() => {
        // Analytics is optional: a missing config or a blocked script changes nothing for the visitor.
      });
  }
  for (const event of firstInteractionEvents) {
    window.addEventListener(event, onFirstInteraction, { passive: true });
  }
  return stop;
}
