import { useSyncExternalStore } from 'react';
import { type AnalyticsChoice, onAnalyticsChoiceChange, readAnalyticsChoice } from '@/lib/analytics';

/** This browser's answer to the cookie banner, re-rendering when it changes (here or in another tab). */
export function useAnalyticsChoice(): AnalyticsChoice | null {
  return useSyncExternalStore(onAnalyticsChoiceChange, readAnalyticsChoice, () => null);
}

const settingsEvent = 'pazaryeri:consent-settings';

/** Opens the cookie settings from anywhere (a footer link, say), also after a choice was made. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(settingsEvent));
}

export function onConsentSettingsOpened(listener: () => void): () => void {
  window.addEventListener(settingsEvent, listener);
  return () => window.removeEventListener(settingsEvent, listener);
}
