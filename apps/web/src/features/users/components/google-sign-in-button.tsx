import { useEffect, useRef, useState } from 'react';
import { loadScript } from '@/lib/load-script';

interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: 'popup' }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Google Identity Services' own button; the script is fetched only when this renders. */
export function GoogleSignInButton({ clientId, onCredential }: { clientId: string; onCredential: (idToken: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  });

  useEffect(() => {
    let active = true;
    loadScript(GSI_SCRIPT)
      .then(() => {
        const google = window.google;
        if (!active || !google || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => callback.current(response.credential),
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          locale: 'tr',
          width: Math.min(container.current.offsetWidth || 320, 400),
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [clientId]);

  if (failed) return <p className="text-center text-sm text-slate-500">Google ile giriş şu anda yüklenemedi.</p>;
  return <div ref={container} className="flex min-h-11 w-full justify-center" />;
}
