/**
 * KVKK rights on one's own account (the "Kişisel verilerim" page): the copy of one's data and the
 * consents; and the cookie banner every visitor sees until they choose.
 */
export { ConsentBanner } from './components/consent-banner';
export { ConsentsSection } from './components/consents-section';
export { DataExportSection } from './components/data-export-section';
export { DeleteAccountSection } from './components/delete-account-section';
export { openConsentSettings } from './use-analytics-choice';
