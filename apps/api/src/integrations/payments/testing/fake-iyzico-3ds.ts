import { escapeHtml } from '../../../lib/html';

/**
 * The fake iyzico's 3D Secure pages. Like iyzico's, the `threeDSHtmlContent` of 3DS initialize is
 * not the bank page: it is a form posting to the provider's mock ACS on its own host, submitted by
 * an inline script (a `<noscript>` button without scripts). The ACS answers the bank page.
 */
export const acsPath = '/payment/mock/init3ds';

const formId = 'iyzico-3ds-form';


export function renderAcsRedirect(options: { acsUrl: string; paymentId: string }): string {
  return `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><title>iyzico Mock 3D-Secure Processing Page</title></head>
<body>
<form id="${formId}" action="${escapeHtml(options.acsUrl)}" method="post">
    <input type="hidden" name="paymentId" value="${escapeHtml(options.paymentId)}">
    <noscript><button type="submit">Devam et</button></noscript>
</form>
<script type="text/javascript">document.getElementById("${formId}").submit();</script>
</body>
</html>`;
}

export function renderAcsNotFound(): string {
  return `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><title>3D Secure</title></head>
<body><p>3D Secure işlemi bulunamadı.</p></body>
</html>`;
}
