import type { ConsentPurpose, ConsentSource } from '@pazaryeri/contract/privacy/index';

export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  commercial_email: 'Kampanya e-postaları',
  analytics: 'Analitik çerezler',
};

/** Where a choice was made, as the person knows the place. */
export const consentSourceLabels: Record<ConsentSource, string> = {
  banner: 'çerez bildirimi',
  account: 'Kişisel verilerim sayfası',
  register: 'üyelik formu',
};

/** Necessary cookies and storage: not asked for, explained. */
export const necessaryCookiesText =
  'Oturumunuzun açık kalması, sepetiniz, bu tercihiniz ve güvenlik için kullanılır. Sitenin çalışması için gerekli olduğundan kapatılamaz.';

/**
 * The analytics consent's text as the contract words it (consentTexts.analytics.text), copied for
 * the cookie banner and its settings: the contract's privacy module also builds the zod schemas,
 * and importing a value from it put zod (26 kB gzip) into every page's first load. The server
 * keeps the contract's text with each record; consent-labels.test.ts fails when the two differ.
 */
export const analyticsConsentText =
  'Pazaryeri, siteyi nasıl kullandığınızı anlamak ve geliştirmek için analitik çerezler (Google Analytics) kullanır; IP adresiniz kısaltılarak işlenir. Bu çerezler yalnızca izin verirseniz yüklenir ve izninizi dilediğiniz an geri alabilirsiniz.';
