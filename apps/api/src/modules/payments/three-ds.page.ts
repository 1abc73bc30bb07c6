import { paymentMessages } from '@pazaryeri/contract/orders/index';
import type { Config } from '../../config';

/**
 * The policy of the bank page we serve. `sandbox` without `allow-same-origin` gives the page an
 * opaque origin even in the whole window, so the bank's scripts cannot read this site's storage or
 * cookies; they may run inline (banks auto-submit their form) and post to the bank (any https
 * address: every bank has its own), to our callback, or to iyzico's own host, whose page posts to
 * its ACS there first (named, so a provider on http, such as a local fake, works too).
 */
export function bankPagePolicy(config: Pick<Config, 'appUrl' | 'payments'>): string {
  const { provider, iyzico } = config.payments;
  const targets = [new URL(config.appUrl).origin, ...(provider === 'iyzico' && iyzico ? [new URL(iyzico.baseUrl).origin] : [])];
  return [
    'sandbox allow-forms allow-scripts allow-top-navigation',
    "default-src 'none'",
    "script-src 'unsafe-inline' https:",
    "style-src 'unsafe-inline' https:",
    'img-src https: data:',
    'font-src https: data:',
    `form-action 'self' ${targets.join(' ')} https:`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The error page's policy: its own inline styles and nothing else (it sits among the API's answers, whose policy allows nothing). */
export const invalidLinkPagePolicy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** What a forged, expired or unknown link shows: a page a person can act on, not JSON. */
export function invalidLinkPage(): string {
  return `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>3D Secure bağlantısı geçersiz</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #0f172a">
  <h1 style="font-size: 1.25rem">3D Secure bağlantısı geçersiz</h1>
  <p>${paymentMessages.threeDSPageInvalid}</p>
  <p><a href="/hesabim/siparisler">Siparişlerime git</a></p>
</body>
</html>`;
}
