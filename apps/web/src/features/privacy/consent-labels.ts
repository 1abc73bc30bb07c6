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
