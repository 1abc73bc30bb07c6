import { loadAppConfig, type AppConfig } from './app-config';
import { loadScript } from './load-script';

const firstInteractionEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
const choiceKey = 'pazaryeri:analytics-consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The answer to the cookie banner, kept in this browser (and, when signed in, on the account too). */
export interface AnalyticsChoice {
  granted: boolean;
  /** When it was made (ISO). */
  at: string;
}

const listeners = new Set<() => void>();
// useSyncExternalStore wants the same object back while nothing changed.
let cached: { raw: string | null; choice: AnalyticsChoice | null } = { raw: null, choice: null };
/** Where the choice lives when the browser refuses storage: it holds for this page only. */
let unstoredChoice: string | null = null;

function parseChoice(raw: string | null): AnalyticsChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AnalyticsChoice> | null;
    return typeof value?.granted === 'boolean' && typeof value.at === 'string' ? { granted: value.granted, at: value.at } : null;
  } catch {
    return null;
  }
}

/** The choice made in this browser, or null while none was made. */
export function readAnalyticsChoice(): AnalyticsChoice | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(choiceKey);
  } catch {
    raw = unstoredChoice;
  }
  if (raw !== cached.raw) cached = { raw, choice: parseChoice(raw) };
  return cached.choice;
}

export function saveAnalyticsChoice(granted: boolean, at: string = new Date().toISOString()): void {
  const raw = JSON.stringify({ granted, at });
  try {
    localStorage.setItem(choiceKey, raw);
  } catch {
    unstoredChoice = raw;
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the choice changes, here or in another tab. Returns the unsubscribe. */
export function onAnalyticsChoiceChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === choiceKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
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

/** Google's own switch: while it is set, a loaded gtag.js sends nothing. */
function setGtagDisabled(measurementId: string, disabled: boolean) {
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = disabled;
}

/** Without consent no analytics cookie stays: those set before a withdrawal go (on this host or a parent domain). */
function clearAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
  const labels = window.location.hostname.split('.');
  const domains = [undefined, ...labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.includes('.'))];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
  }
}

/**
 * Keeps analytics off the critical path and off without consent: nothing is fetched until the
 * visitor has both interacted with the page and accepted analytics cookies (in either order), and
 * nothing loads at all unless the deployment has an analytics id. A withdrawal stops a loaded
 * gtag.js from sending and removes its cookies. Returns a cancel function.
 */
export function loadAnalyticsAfterInteraction(getConfig: () => Promise<AppConfig> = loadAppConfig): () => void {
  let interacted = false;
  let requested = false;
  let measurementId: string | null = null;
  const granted = () => readAnalyticsChoice()?.granted === true;

  function apply() {
    if (measurementId) setGtagDisabled(measurementId, !granted());
    if (!granted()) {
      clearAnalyticsCookies();
      return;
    }
    if (!interacted || requested) return;
    requested = true;
    getConfig()
      .then((config) => {
        if (!config.analyticsId || !granted()) return undefined;
        measurementId = config.analyticsId;
        return startGtag(config.analyticsId);
      })
      .catch(() => {
        // Analytics is optional: a missing config or a blocked script changes nothing for the visitor.
      });
  }
  const stopListening = () => {
    for (const event of firstInteractionEvents) window.removeEventListener(event, onFirstInteraction);
  };
  function onFirstInteraction() {
    stopListening();
    interacted = true;
    apply();
  }
  for (const event of firstInteractionEvents) {
    window.addEventListener(event, onFirstInteraction, { passive: true });
  }
  const stopWatching = onAnalyticsChoiceChange(apply);
  return () => {
    stopListening();
    stopWatching();
  };
}
