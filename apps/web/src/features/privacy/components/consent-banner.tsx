import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Button } from '@/components/ui/button';
import { selectCurrentUser } from '@/features/users';
import { readAnalyticsChoice, saveAnalyticsChoice } from '@/lib/analytics';
import { analyticsConsentText } from '../consent-labels';
import { useConsentsQuery, useUpdateConsentsMutation } from '../consents-api';
import { onConsentSettingsOpened, useAnalyticsChoice } from '../use-analytics-choice';

// "Ayarlar" opens a dialog few visitors ask for: it loads when asked (with the dialog and switch components).
const ConsentSettingsDialog = lazy(() =>
  import('./consent-settings-dialog').then(({ ConsentSettingsDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * The cookie banner (KVKK's cookie guideline): accept, reject and settings, equally easy, until a
 * choice is made. The choice is kept in the browser; for a signed-in person it goes to the account
 * too, and on load the account's choice wins. A choice made before signing in is carried to an
 * account that has none.
 */
export function ConsentBanner() {
  const choice = useAnalyticsChoice();
  const signedIn = useSelector(selectCurrentUser) !== null;
  const account = useConsentsQuery(undefined, { skip: !signedIn });
  const [updateConsents] = useUpdateConsentsMutation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const accountConsents = account.data?.consents;

  useEffect(() => onConsentSettingsOpened(() => setSettingsOpen(true)), []);

  useEffect(() => {
    if (!accountConsents) return;
    const local = readAnalyticsChoice();
    const kept = accountConsents.analytics;
    if (kept) {
      if (local?.granted !== kept.granted) saveAnalyticsChoice(kept.granted, kept.at);
    } else if (local) {
      void updateConsents({ analytics: local.granted, source: 'banner' });
    }
  }, [accountConsents, updateConsents]);

  function choose(granted: boolean) {
    saveAnalyticsChoice(granted);
    setSettingsOpen(false);
    if (signedIn) void updateConsents({ analytics: granted, source: 'banner' });
  }

  // A signed-in person's banner waits for the account, which may already hold the answer.
  const asking = choice === null && !(signedIn && account.isLoading);
  return (
    <>
      {asking && <BannerBar onAccept={() => choose(true)} onReject={() => choose(false)} onSettings={() => setSettingsOpen(true)} />}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentSettingsDialog analytics={choice?.granted ?? false} onSave={choose} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

interface BannerBarProps {
  onAccept: () => void;
  onReject: () => void;
  onSettings: () => void;
}

/** A bar at the bottom of the screen, with room kept under the page so nothing stays hidden behind it. */
function BannerBar({ onAccept, onReject, onSettings }: BannerBarProps) {
  const titleId = useId();
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div aria-hidden style={{ height }} />
      <section
        ref={bar}
        aria-labelledby={titleId}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:gap-8 lg:px-8">
          <div className="min-w-0 flex-1 text-sm text-slate-600">
            <h2 id={titleId} className="font-semibold text-slate-900">
              Çerez tercihiniz
            </h2>
            <p className="mt-0.5">{analyticsConsentText} Gerekli çerezler her zaman açıktır.</p>
          </div>
          <div className="grid grid-cols-3 gap-2 lg:w-96 lg:shrink-0">
            <Button variant="secondary" onClick={onAccept}>
              Kabul et
            </Button>
            <Button variant="secondary" onClick={onReject}>
              Reddet
            </Button>
            <Button variant="secondary" onClick={onSettings}>
              Ayarlar
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
